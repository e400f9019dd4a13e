import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog/dialog';

export function RegisterDialog() {
  const { t } = useTranslation();
  return (
    <Dialog name="register" title={t('overlays.dialogs.register')} size="auth">
      {null}
    </Dialog>
  );
}
