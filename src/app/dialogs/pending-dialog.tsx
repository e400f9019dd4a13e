import { useTranslation } from 'react-i18next';
import { openDialog, type DialogName } from '@/shared/dialogs/dialog-store';
import { Dialog } from '@/shared/ui/dialog/dialog';
import styles from './pending-dialog.module.css';

const authSized = new Set<DialogName>(['login', 'register', 'recovery', 'smsVerification']);

/** A dialog whose body a later release fills in: its frame, title and size are final. */
export function PendingDialog({ name }: { name: DialogName }) {
  const { t } = useTranslation(['common', 'overlays']);
  return (
    <Dialog
      name={name}
      title={t(`overlays.dialogs.${name}`)}
      size={authSized.has(name) ? 'auth' : 'default'}
    >
      <p className={styles.text}>{t('page.comingSoon')}</p>
      {name === 'login' && (
        <p className={styles.switch}>
          {t('overlays.auth.notMember')}{' '}
          <button type="button" className={styles.link} onClick={() => openDialog('register')}>
            {t('overlays.auth.signUpNow')}
          </button>
        </p>
      )}
    </Dialog>
  );
}
