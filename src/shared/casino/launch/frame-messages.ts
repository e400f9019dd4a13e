import { PROVIDER_EXIT_EVENT, PROVIDER_RELOAD_EVENT } from './launch-answer';

export type FrameCommand = 'close' | 'reload';

export interface FrameMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface GameFrameIdentity {
  /** The frame's window (iframe.contentWindow). */
  window: unknown;
  /** The origin of a URL frame; null for an HTML (srcdoc, sandboxed) frame, whose origin is opaque. */
  origin: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a window 'message' event asks of the play view (close or reload the game), or null to
 * ignore it. Only the game frame's own window may speak, and only from its origin (opaque for
 * HTML): `{command: 'exit'}` and the provider's `{event: 'closeGame'}` close;
 * `{event: 'reloadGame'}` reloads. Anything else is ignored.
 */
export function frameCommand(message: FrameMessage, frame: GameFrameIdentity): FrameCommand | null {
  if (frame.window == null || message.source !== frame.window) return null;
  // A sandboxed HTML frame's origin is opaque: its messages say 'null'.
  if (message.origin !== (frame.origin ?? 'null')) return null;
  const { data } = message;
  if (!isRecord(data)) return null;
  if (data.command === 'exit') return 'close';
  if (data.event === PROVIDER_EXIT_EVENT) return 'close';
  if (data.event === PROVIDER_RELOAD_EVENT) return 'reload';
  return null;
}
