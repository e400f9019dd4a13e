import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog/dialog';

export function LoginDialog() {
  const { t } = useTranslation();
  return (
    <Dialog name="login" title={t('overlays.dialogs.login')} size="auth">
      {null}
    </Dialog>
  );
}
