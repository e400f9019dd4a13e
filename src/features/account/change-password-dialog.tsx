import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@/shared/config/constants';
import { useSession } from '@/shared/session/session-machine';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { closeDialog } from '@/shared/ui/dialog/dialog-store';
import card from './account-card.module.css';
import { ChangePasswordForm } from './change-password-form';

function closeChangePassword() {
  closeDialog('changePassword');
}

/** The change-password dialog: the same form as /dashboard/change-password. */
export function ChangePasswordDialog() {
  const { t } = useTranslation(['account']);
  const loggedIn = useSession() !== null;

  // Only a player has a password to change: a dialog left open at logout goes away.
  useEffect(() => {
    if (!loggedIn) closeChangePassword();
  }, [loggedIn]);
  if (!loggedIn) return null;

  return (
    <Dialog name="changePassword" title={t('account.changePassword.title')}>
      <div className={card.dialogBody}>
        <p className={card.lead}>
          {t('account.changePassword.lead', { min: PASSWORD_MIN_LENGTH.default })}
        </p>
        <ChangePasswordForm onChanged={closeChangePassword} />
      </div>
    </Dialog>
  );
}
