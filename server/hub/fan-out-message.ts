// What one server tells the others about the hub, as the text of a PostgreSQL notification: push
// an invocation to a player's connections, end a session's connections, or read such a message
// from the hub_messages row named (for one too large to travel in a notification). Every message
// names the server it comes from, which has already acted on it and skips its own.

/** PostgreSQL refuses a notification whose payload is 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7999;

export type HubAction =
  | { kind: 'send'; playerId: number; target: string; args: unknown[] }
  | { kind: 'close'; sessionId: number; reason: string };

export type FanOutMessage =
  | { node: string; action: HubAction }
  /** The message is stored in hub_messages under this id. */
  | { node: string; stored: number };

// On the wire the keys are one letter: n node, k kind (s send, c close, r stored row), p player,
// t target, a args, s session, r reason or row.
type Wire =
  | { n: string; k: 's'; p: number; t: string; a: unknown[] }
  | { n: string; k: 'c'; s: number; r: string }
  | { n: string; k: 'r'; r: number };

export function encodeMessage(message: FanOutMessage): string {
  let wire: Wire;
  if ('stored' in message) wire = { n: message.node, k: 'r', r: message.stored };
  else if (message.action.kind === 'send') {
    const { playerId, target, args } = message.action;
    wire = { n: message.node, k: 's', p: playerId, t: target, a: args };
  } else {
    const { sessionId, reason } = message.action;
    wire = { n: message.node, k: 'c', s: sessionId, r: reason };
  }
  return JSON.stringify(wire);
}

/** Whether the text fits in one notification. */
export function fitsNotification(text: string): boolean {
  return Buffer.byteLength(text, 'utf8') <= MAX_NOTIFY_BYTES;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** The message a notification carries, or null when it is not one of ours. */
export function decodeMessage(text: string): FanOutMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const wire = value as Record<string, unknown>;
  const node = wire['n'];
  if (typeof node !== 'string') return null;
  switch (wire['k']) {
    case 's': {
      const [playerId, target, args] = [wire['p'], wire['t'], wire['a']];
      if (!isId(playerId) || typeof target !== 'string' || !Array.isArray(args)) return null;
      return { node, action: { kind: 'send', playerId, target, args: args as unknown[] } };
    }
    case 'c': {
      const [sessionId, reason] = [wire['s'], wire['r']];
      if (!isId(sessionId) || typeof reason !== 'string') return null;
      return { node, action: { kind: 'close', sessionId, reason } };
    }
    case 'r': {
      const stored = wire['r'];
      return isId(stored) ? { node, stored } : null;
    }
    default:
      return null;
  }
}
