import { useCallback, useEffect, useRef, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The form's submit handler, run at most once at a time: a double click or a second Enter while
 * the request is out submits once: a form is never sent twice for one intent.
 */
export function useSubmitOnce<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  onValid: (values: Output) => Promise<unknown>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const busy = useRef(false);
  // The latest handler, so the returned function stays the same across renders.
  const latest = useRef(onValid);
  useEffect(() => {
    latest.current = onValid;
  });
  const { handleSubmit } = form;
  return useCallback(
    (event?: BaseSyntheticEvent) =>
      handleSubmit(async (values) => {
        if (busy.current) return;
        busy.current = true;
        try {
          await latest.current(values);
        } finally {
          busy.current = false;
        }
      })(event),
    [handleSubmit],
  );
}
