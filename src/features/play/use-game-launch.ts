import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@generated/api/model';
import {
  isSiteAddress,
  prepareFrame,
  readLaunchAnswer,
  SCRIPTED_PROVIDER,
  withBase,
  type LaunchFrame,
} from '@/shared/casino/launch/launch-answer';
import { prepareLaunch, type PreparedLaunch } from '@/shared/casino/launch/launch-table';
import { PROVIDER_SCRIPT_DELAY_MS } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { send } from '@/shared/http/api-fetch';
import { errorMessage } from '@/shared/http/error-message';
import { showToast } from '@/shared/toast/toast';
import { isMobileViewport } from '@/shared/ui/use-is-mobile';

export type LaunchState =
  | { status: 'launching' }
  | { status: 'ready'; frame: LaunchFrame; attempt: number }
  | { status: 'failed' };

class UnreadableAnswer extends Error {}

/**
 * The scripted provider's document at an address on the site (its static hosts rewritten to
 * /launch/softgamings/...) as an HTML frame: the provider script cannot go into a frame of the
 * site's origin without handing the provider's code that origin (its token and wallet calls), so
 * the document is fetched (without the site's cookies) and shown like an HTML answer, sandboxed,
 * its relative addresses kept by a <base>.
 */
async function scriptedCopy(url: string): Promise<LaunchFrame> {
  let html: string;
  try {
    // Not an API call (no envelope, no token): the provider's own document.
    const response = await send(url, { credentials: 'omit', headers: { Accept: 'text/html' } });
    if (!response.ok) throw new UnreadableAnswer();
    html = await response.text();
  } catch {
    throw new UnreadableAnswer();
  }
  const origin = window.location.origin;
  const frame = { kind: 'html', html: withBase(html, url) } as const;
  return prepareFrame(SCRIPTED_PROVIDER, frame, origin, PROVIDER_SCRIPT_DELAY_MS) ?? frame;
}

async function run(launch: PreparedLaunch): Promise<LaunchFrame> {
  const envelope = await launch.send();
  const origin = window.location.origin;
  const answer = readLaunchAnswer(envelope.data, origin);
  const frame = answer && prepareFrame(launch.provider, answer, origin, PROVIDER_SCRIPT_DELAY_MS);
  if (!frame) throw new UnreadableAnswer();
  if (frame.kind === 'url' && launch.provider === SCRIPTED_PROVIDER && isSiteAddress(frame.url)) {
    return scriptedCopy(frame.url);
  }
  return frame;
}

/**
 * Launches a game with its provider's call and relaunches it on `reload()`. A failure
 * shows the server's message as an error toast and, for the providers whose failure
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
