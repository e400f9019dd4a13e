import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog/dialog';

/** The play modal (spec 2.6): a game on mobile. */
export function PlayModal() {
  const { t } = useTranslation();
  return (
    <Dialog name="play" title={t('play.title')} size="wide">
      {null}
    </Dialog>
  );
}
