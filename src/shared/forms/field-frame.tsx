import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFormError } from './form-error';
import styles from './form.module.css';

export interface FieldFrameProps {
  id: string;
  label: string;
  /** The field's error descriptor from the form schema, if any. */
  error?: string;
  hideLabel?: boolean;
  children: ReactNode;
}

/** Label, control and the field's first error, translated (one message per error key). */
export function FieldFrame({ id, label, error, hideLabel, children }: FieldFrameProps) {
  const { t } = useTranslation(['validation']);
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {translateFormError(error, t)}
        </p>
      )}
    </div>
  );
}

/** The aria attributes tying a control to its error message. */
export function errorAria(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}
