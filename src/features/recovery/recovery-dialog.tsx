import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog/dialog';

/** The account-recovery wizard (spec 2.6, 4). */
export function RecoveryDialog() {
  const { t } = useTranslation();
  return (
    <Dialog name="recovery" title={t('recovery.title')} size="auth">
      {null}
    </Dialog>
  );
}
