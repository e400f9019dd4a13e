import { useEffect, useMemo, useRef } from 'react';
import { frameCommand, type FrameCommand } from '@/shared/casino/launch/frame-messages';
import { isSiteAddress, type LaunchFrame } from '@/shared/casino/launch/launch-answer';
import { gameFrameDocument } from '@/shared/html/trusted-types';
import styles from './play-view.module.css';

export interface GameFrameProps {
  frame: LaunchFrame;
  title: string;
  onLoad: () => void;
  onCommand: (command: FrameCommand) => void;
}

// What a game on the site's own origin may do: run its scripts, send its
// forms and open popups, which inherit the sandbox. Never allow-same-origin: with allow-scripts it
// would hand the provider's code the site's origin (the stored token, the wallet calls) and even
// the power to lift its own sandbox. Never allow-popups-to-escape-sandbox: a popup of the site's
// origin without a sandbox is the same thing. No top navigation either.
const SITE_ORIGIN_GAME_SANDBOX = 'allow-scripts allow-forms allow-popups';
// An HTML answer (and the scripted provider's fetched document) runs the site's launch and
// bridge scripts (the only ones its inherited policy allows) and sends its launch form to the
// provider's host: nothing more.
const HTML_GAME_SANDBOX = 'allow-scripts allow-forms';

/**
 * The game itself. A URL on another (https) origin loads in a plain frame: the browser keeps it
 * apart from the site. A URL on the site's own origin (mock mode's game page; the scripted
 * provider's rewritten /launch/softgamings/... address is fetched and shown as HTML, see
 * use-game-launch.ts) loads sandboxed without allow-same-origin, and an HTML answer is written
 * into a frame sandboxed to scripts only: either runs at an opaque origin and cannot read the
 * site's storage or token. The referrer tells a provider the site's origin only.
 *
 * Messages: a sandboxed frame's origin is opaque, so its messages say origin "null" - as do those
 * of any sandboxed frame on any page, so "null" alone proves nothing. What identifies the game is
 * `event.source`, its frame's own window, which no other window can pose as; the origin must
 * still match: the provider's origin for a plain frame, "null" for a sandboxed one (a sandboxed
 * frame that navigates itself elsewhere stays sandboxed, and one that lands on a real origin is
 * refused). Only the frame's own messages are heard (frame-messages.ts).
 */
export function GameFrame({ frame, title, onLoad, onCommand }: GameFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const commandRef = useRef(onCommand);
  useEffect(() => {
    commandRef.current = onCommand;
  }, [onCommand]);

  const sandboxedUrl = frame.kind === 'url' && isSiteAddress(frame.url);
  // One trusted document per answer: React compares the srcdoc by identity, and a new object on
  // every render would write the attribute again and load the game again.
  const html = frame.kind === 'html' ? frame.html : null;
  const trustedHtml = useMemo(() => (html === null ? null : gameFrameDocument(html)), [html]);

  useEffect(() => {
    const origin = frame.kind === 'url' && !sandboxedUrl ? new URL(frame.url).origin : null;
    const listener = (event: MessageEvent) => {
      const command = frameCommand(event, { window: ref.current?.contentWindow, origin });
      if (command) commandRef.current(command);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, sandboxedUrl]);

  return frame.kind === 'url' ? (
    <iframe
      ref={ref}
      className={styles.frame}
      src={frame.url}
      title={title}
      sandbox={sandboxedUrl ? SITE_ORIGIN_GAME_SANDBOX : undefined}
      allow="autoplay; fullscreen; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin"
      onLoad={onLoad}
    />
  ) : (
    <iframe
      ref={ref}
      className={styles.frame}
      // React hands the TrustedHTML to the sink as it is; its types only know strings.
      srcDoc={trustedHtml as string}
      sandbox={HTML_GAME_SANDBOX}
      title={title}
      allow="autoplay; fullscreen"
      referrerPolicy="strict-origin"
      onLoad={onLoad}
    />
  );
}
