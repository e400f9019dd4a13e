import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isGame } from '@/shared/casino/game-codec';
import { closeDialog, type DialogComponentProps } from '@/shared/dialogs/dialog-store';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { PlayView } from './play-view';
import styles from './play-modal.module.css';

/**
 * The play modal (spec 2.6): a game on mobile, full screen. The dialog frame's own Close button
 * sits at the right end of the 35 px top bar.
 */
export function PlayModal({ data }: DialogComponentProps) {
  const { t } = useTranslation(['play']);
  const close = useCallback(() => closeDialog('play'), []);
  if (!isGame(data)) {
    return (
      <Dialog name="play" title={t('play.title')}>
        <p role="alert">{t('play.invalidText')}</p>
      </Dialog>
    );
  }
  return (
    <Dialog name="play" title={data.name} hideTitle size="wide">
      <div className={styles.root}>
        <PlayView
          game={data}
          onClose={close}
          onCloseOnFailure={close}
          showClose={false}
          heading="span"
        />
      </div>
    </Dialog>
  );
}
