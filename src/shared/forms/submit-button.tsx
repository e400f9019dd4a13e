import type { ReactNode } from 'react';
import buttons from '@/shared/ui/button.module.css';
import styles from './form.module.css';

export interface SubmitButtonProps {
  /** True while the request is out: the button shows a spinner and cannot be pressed again. */
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A form's primary button with its loading state; its accessible name stays the label. */
export function SubmitButton({ loading, disabled, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`${buttons.primary} ${styles.submit}`}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.buttonSpinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
