import { useCallback } from 'react';
import { withoutDirectionControls } from '@/shared/format/display-text';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { closeDialog, type DialogComponentProps } from '@/shared/ui/dialog/dialog-store';
import styles from './play-modal.module.css';
import { PlayView } from './play-view';

/**
 * The play modal: a game on mobile, full screen. The dialog frame's own Close button
 * sits at the right end of the 35 px top bar.
 */
export function PlayModal({ data }: DialogComponentProps<'play'>) {
  const close = useCallback(() => closeDialog('play'), []);
  return (
    <Dialog name="play" title={withoutDirectionControls(data.name)} hideTitle size="wide">
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
