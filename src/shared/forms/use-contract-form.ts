import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form whose rules are a generated form schema (generated/forms.ts): fields are
 * checked when left and then as they change; an invalid form is never submitted and focuses its
 * first invalid field.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
}

/**
 * The form's submit handler, run at most once at a time: a double click or a second Enter while
 * the request is out submits once (issue rule "a double click submits once").
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
