import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog/dialog';

export function SmsVerificationDialog() {
  const { t } = useTranslation();
  return (
    <Dialog name="smsVerification" title={t('overlays.dialogs.smsVerification')} size="auth">
      {null}
    </Dialog>
  );
}
