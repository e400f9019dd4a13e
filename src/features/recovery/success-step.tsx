import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_AFTER_PASSWORD_CHANGE_MS } from '@/shared/config/constants';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import styles from './recovery-dialog.module.css';
import { StepHeader } from './step-header';

/** Step 4: the mark and the message; the login dialog opens after 1 s. */
export function SuccessStep() {
  const { t } = useTranslation(['recovery']);
  const message = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The submit button that led here is gone: keep the focus inside the dialog.
    message.current?.focus();
    const timer = window.setTimeout(() => openDialog('login'), LOGIN_AFTER_PASSWORD_CHANGE_MS);
    // Closing the dialog first cancels the move to the login dialog.
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div ref={message} className={styles.success} tabIndex={-1}>
      <StepHeader step={4} heading={t('recovery.step4.heading')} />
      <span className={styles.mark}>
        <Icon name="check-circle" size={56} />
      </span>
      <p className={styles.successText} role="status">
        {t('recovery.step4.text')}
      </p>
      {/* Fills up while the login dialog is on its way. */}
      <span className={styles.redirect} aria-hidden="true">
        <span style={{ animationDuration: `${LOGIN_AFTER_PASSWORD_CHANGE_MS}ms` }} />
      </span>
    </div>
  );
}
