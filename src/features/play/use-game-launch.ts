import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@generated/api/model';
import {
  prepareFrame,
  readLaunchAnswer,
  type LaunchFrame,
} from '@/shared/casino/launch/launch-answer';
import { prepareLaunch, type PreparedLaunch } from '@/shared/casino/launch/launch-table';
import { PROVIDER_SCRIPT_DELAY_MS } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/http/error-message';
import { showToast } from '@/shared/toast/toast';
import { isMobileViewport } from '@/shared/ui/use-is-mobile';

export type LaunchState =
  | { status: 'launching' }
  | { status: 'ready'; frame: LaunchFrame; attempt: number }
  | { status: 'failed' };

class UnreadableAnswer extends Error {}

async function run(launch: PreparedLaunch): Promise<LaunchFrame> {
  const envelope = await launch.send();
  const answer = readLaunchAnswer(envelope.data);
  const frame =
    answer &&
    prepareFrame(launch.provider, answer, window.location.origin, PROVIDER_SCRIPT_DELAY_MS);
  if (!frame) throw new UnreadableAnswer();
  return frame;
}

/**
 * Launches a game with its provider's call (spec 4, 7) and relaunches it on `reload()`. A failure
 * shows the server's message as an error toast (spec 8) and, for the providers whose failure
 * closes the play modal, calls `onCloseOnFailure`.
 */
export function useGameLaunch(game: Game, onCloseOnFailure?: () => void) {
  const { t, i18n } = useTranslation(['play']);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LaunchState>({ status: 'launching' });
  // One call per attempt, also when StrictMode runs the effect twice.
  const inflight = useRef<{ game: Game; attempt: number; promise: Promise<LaunchFrame> } | null>(
    null,
  );
  const closeRef = useRef(onCloseOnFailure);
  useEffect(() => {
    closeRef.current = onCloseOnFailure;
  }, [onCloseOnFailure]);

  useEffect(() => {
    let active = true;
    const launch = prepareLaunch(game, {
      isMobile: isMobileViewport(),
      language: i18n.language,
      lobbyUrl: `${window.location.origin}${paths.casinoSlot}`,
    });
    const current = inflight.current;
    const promise =
      current?.game === game && current.attempt === attempt ? current.promise : run(launch);
    inflight.current = { game, attempt, promise };
    promise.then(
      (frame) => active && setState({ status: 'ready', frame, attempt }),
      (error: unknown) => {
        if (!active) return;
        setState({ status: 'failed' });
        void showToast.error(
          error instanceof UnreadableAnswer ? t('play.badAnswer') : errorMessage(error, t),
        );
        if (launch.closesOnFailure) closeRef.current?.();
      },
    );
    return () => {
      active = false;
    };
  }, [game, attempt, i18n.language, t]);

  /** Clears the frame and launches the game again. */
  const reload = useCallback(() => {
    setState({ status: 'launching' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, reload };
}
