import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import styles from './payment-dialog.module.css';

export interface PhoneVerifyNoticeProps {
  heading?: 'h2' | 'h3';
}

/**
 * In the payment flow, a player whose phone is not verified is offered the SMS verification
 * dialog; the notice goes as soon as the session says the phone is verified.
 */
export function PhoneVerifyNotice({ heading: Heading = 'h2' }: PhoneVerifyNoticeProps) {
  const { t } = useTranslation(['wallet']);
  const session = useSession();
  const id = useId();
  if (!session || session.smsVerified) return null;
  return (
    <section className={styles.allowance} aria-labelledby={id}>
      <Heading id={id} className={styles.allowanceTitle}>
        {t('wallet.phone.title')}
      </Heading>
      <p className={styles.allowanceText}>{t('wallet.phone.text')}</p>
      <div className={styles.allowanceActions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => openDialog('smsVerification')}
        >
          {t('wallet.phone.verify')}
        </button>
      </div>
    </section>
  );
}
