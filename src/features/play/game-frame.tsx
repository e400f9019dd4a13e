import { useEffect, useRef } from 'react';
import { frameCommand, type FrameCommand } from '@/shared/casino/launch/frame-messages';
import { providerScript, type LaunchFrame } from '@/shared/casino/launch/launch-answer';
import { PROVIDER_SCRIPT_DELAY_MS } from '@/shared/config/constants';
import styles from './play-view.module.css';

export interface GameFrameProps {
  frame: LaunchFrame;
  title: string;
  /** The provider whose script is injected (spec 4). */
  scripted: boolean;
  onLoad: () => void;
  onCommand: (command: FrameCommand) => void;
}

/** The script goes into a URL frame's document when the site may reach it (a same-origin page). */
function injectInto(frame: HTMLIFrameElement | null) {
  let doc: Document | null;
  try {
    doc = frame?.contentDocument ?? null;
  } catch {
    return;
  }
  if (!doc?.body) return;
  const script = doc.createElement('script');
  script.textContent = providerScript(0);
  doc.body.append(script);
}

/**
 * The game itself: a URL answer loads in a plain frame; an HTML answer is written into a frame
 * sandboxed to scripts only, so it runs at an opaque origin and cannot read the site's storage or
 * token. Only the frame's own messages are heard (frame-messages.ts).
 */
export function GameFrame({ frame, title, scripted, onLoad, onCommand }: GameFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const commandRef = useRef(onCommand);
  useEffect(() => {
    commandRef.current = onCommand;
  }, [onCommand]);

  useEffect(() => {
    const origin = frame.kind === 'url' ? new URL(frame.url).origin : null;
    const listener = (event: MessageEvent) => {
      const command = frameCommand(event, { window: ref.current?.contentWindow, origin });
      if (command) commandRef.current(command);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleLoad = () => {
    onLoad();
    if (scripted && frame.kind === 'url') {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => injectInto(ref.current), PROVIDER_SCRIPT_DELAY_MS);
    }
  };

  return frame.kind === 'url' ? (
    <iframe
      ref={ref}
      className={styles.frame}
      src={frame.url}
      title={title}
      allow="autoplay; fullscreen; encrypted-media"
      allowFullScreen
      referrerPolicy="origin"
      onLoad={handleLoad}
    />
  ) : (
    <iframe
      ref={ref}
      className={styles.frame}
      srcDoc={frame.html}
      sandbox="allow-scripts"
      title={title}
      allow="autoplay; fullscreen"
      onLoad={handleLoad}
    />
  );
}
