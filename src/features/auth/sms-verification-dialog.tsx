import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localPhoneDigits } from '@/shared/phone/phone-digits';
import { useSession } from '@/shared/session/session-machine';
import buttons from '@/shared/ui/button.module.css';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { closeDialog, useOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import styles from './auth-dialogs.module.css';
import { AuthLayout } from './auth-layout';
import celebrationStyles from './celebration.module.css';
import { PhoneSteps } from './phone-steps';

/**
 * The SMS phone-verification dialog: phone, code, then 'Congratulations!' with a
 * Close button. It opens as 'smsVerification' or 'phoneVerification'.
 */
export function SmsVerificationDialog() {
  const { t } = useTranslation(['auth']);
  const dialogName =
    useOpenDialog()?.name === 'phoneVerification' ? 'phoneVerification' : 'smsVerification';
  const session = useSession();
  const [verified, setVerified] = useState(false);
  const close = () => closeDialog(dialogName);

  return (
    <Dialog name={dialogName} title={t('auth.sms.title')} size="auth" hideTitle>
      <AuthLayout>
        {verified ? (
          <section className={`${celebrationStyles.root} ${celebrationStyles.started}`}>
            <span className={celebrationStyles.badge} aria-hidden="true">
              <Icon name="check-circle" size={44} />
            </span>
            <p className={celebrationStyles.title}>{t('auth.sms.successTitle')}</p>
            <p className={celebrationStyles.text}>{t('auth.sms.successText')}</p>
            <div className={celebrationStyles.actions}>
              <button type="button" className={buttons.primary} onClick={close}>
                {t('auth.sms.close')}
              </button>
            </div>
          </section>
        ) : (
          <>
            <div className={styles.heading}>
              <p className={styles.headingTitle} aria-hidden="true">
                {t('auth.sms.title')}
              </p>
            </div>
            <PhoneSteps
              phone={localPhoneDigits(session?.phone)}
              onVerified={() => setVerified(true)}
            />
          </>
        )}
      </AuthLayout>
    </Dialog>
  );
}
