import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@generated/api/model';
import type { FrameCommand } from '@/shared/casino/launch/frame-messages';
import { PLAY_TOP_BAR_HEIGHT_PX } from '@/shared/config/constants';
import { withoutDirectionControls } from '@/shared/format/display-text';
import { showToast } from '@/shared/toast/toast';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { Spinner } from '@/shared/ui/spinner';
import { Tooltip } from '@/shared/ui/tooltip';
import { GameFrame } from './game-frame';
import styles from './play-view.module.css';
import { useGameLaunch } from './use-game-launch';

export interface PlayViewProps {
  game: Game;
  onClose: () => void;
  /** The modal closes when an egt, hub88 or softgamings launch fails. */
  onCloseOnFailure?: () => void;
  /** The page shows its own Close; the modal's frame brings one. */
  showClose: boolean;
  /** The page names itself by the game (h1); the modal's dialog already does. */
  heading: 'h1' | 'span';
}

function ReloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none">
      <path
        d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The game and its 35 px top bar: name, Deposit, Reload and Close. */
export function PlayView({ game, onClose, onCloseOnFailure, showClose, heading }: PlayViewProps) {
  const { t } = useTranslation(['play']);
  const { state, reload } = useGameLaunch(game, onCloseOnFailure);
  const [loadedAttempt, setLoadedAttempt] = useState<number | null>(null);
  const Heading = heading;
  // Shown names never carry direction controls (they could make the name read as a warning).
  const name = withoutDirectionControls(game.name);
  const providerName = withoutDirectionControls(game.providerName);

  const restart = useCallback(() => {
    void showToast.info(t('play.reloading'));
    setLoadedAttempt(null);
    reload();
  }, [reload, t]);

  const onCommand = useCallback(
    (command: FrameCommand) => (command === 'close' ? onClose() : restart()),
    [onClose, restart],
  );

  const loading =
    state.status === 'launching' || (state.status === 'ready' && loadedAttempt !== state.attempt);

  return (
    <div className={styles.view}>
      <div className={styles.bar} style={{ height: PLAY_TOP_BAR_HEIGHT_PX }}>
        <Heading className={styles.name}>{name}</Heading>
        <span className={styles.provider}>{providerName}</span>
        <div className={styles.actions} role="toolbar" aria-label={t('play.toolbar')}>
          <button type="button" className={styles.deposit} onClick={() => openDialog('deposit')}>
            <Icon name="deposit" size={16} />
            <span>{t('play.deposit')}</span>
          </button>
          <Tooltip text={t('play.reload')} placement="bottom">
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('play.reload')}
              onClick={restart}
            >
              <ReloadIcon />
            </button>
          </Tooltip>
          {showClose && (
            <Tooltip text={t('play.close')} placement="bottom">
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('play.close')}
                onClick={onClose}
              >
                <Icon name="close" size={16} />
              </button>
            </Tooltip>
          )}
        </div>
      </div>
      <div className={styles.stage}>
        {state.status === 'ready' && (
          <GameFrame
            key={state.attempt}
            frame={state.frame}
            title={name}
            onLoad={() => setLoadedAttempt(state.attempt)}
            onCommand={onCommand}
          />
        )}
        {state.status === 'failed' ? (
          <div className={styles.failed}>
            <Icon name="info" size={28} className={styles.failedIcon} />
            <p className={styles.failedText}>{t('play.failed')}</p>
            <button type="button" className={styles.retry} onClick={reload}>
              {t('play.retry')}
            </button>
          </div>
        ) : (
          loading && (
            <div className={styles.loading}>
              <Spinner />
            </div>
          )
        )}
      </div>
    </div>
  );
}
