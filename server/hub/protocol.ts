// SignalR's JSON hub protocol, the part the notification hub speaks (openapi/asyncapi.yaml): every
// message is a JSON text ended by the record separator 0x1E, one WebSocket frame may hold several
// messages and a message may be split across frames. The first message of a connection is the
// handshake; after it, messages are objects with a numeric `type`.

export const RECORD_SEPARATOR = '\u001e';

export const PROTOCOL_NAME = 'json';

/** Version 2 adds stateful reconnect, which needs negotiation; the site's client skips it. */
export const PROTOCOL_VERSION = 1;

export const MESSAGE_TYPE = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
  ack: 8,
  sequence: 9,
} as const;

/** One message as it goes on the wire. */
export function frame(message: object): string {
  return `${JSON.stringify(message)}${RECORD_SEPARATOR}`;
}

export const HANDSHAKE_ACCEPTED = frame({});
export const PING = frame({ type: MESSAGE_TYPE.ping });

/** A Close message; the client reconnects after it only when allowReconnect is true. */
export function closeFrame(error: string | undefined, allowReconnect: boolean): string {
  return frame({ type: MESSAGE_TYPE.close, error, allowReconnect });
}

/** The answer to an invocation the hub cannot run: the caller's pending call fails with it. */
export function completionError(invocationId: string, error: string): string {
  return frame({ type: MESSAGE_TYPE.completion, invocationId, error });
}

/**
 * Cuts incoming text into whole records and keeps the unfinished tail for the next frame. The
 * tail is bounded: a peer that never ends its record must not grow it without limit.
 */
export class RecordReader {
  readonly #maxPending: number;
  #pending = '';

  constructor(maxPending: number) {
    this.#maxPending = maxPending;
  }

  /** The complete records, or null once the unfinished tail is over the limit. */
  read(text: string): string[] | null {
    const parts = `${this.#pending}${text}`.split(RECORD_SEPARATOR);
    this.#pending = parts.pop() ?? '';
    if (this.#pending.length > this.#maxPending) return null;
    return parts.filter((part) => part.trim() !== '');
  }
}

function parseObject(record: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(record);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Why the handshake request is refused, or null when the hub accepts it. */
export function handshakeError(record: string): string | null {
  const request = parseObject(record);
  const protocol = request?.['protocol'];
  const version = request?.['version'];
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return 'Handshake request is invalid.';
  }
  if (protocol !== PROTOCOL_NAME) return `The protocol '${protocol}' is not supported.`;
  if (version !== PROTOCOL_VERSION) {
    return `The server does not support version ${version} of the '${PROTOCOL_NAME}' protocol.`;
  }
  return null;
}

export type ClientMessage =
  | { kind: 'ping' }
  | { kind: 'close' }
  /** An invocation or stream invocation; without an id the caller expects no answer. */
  | { kind: 'invocation'; target: string; invocationId: string | undefined }
  /** A message the hub has nothing to do with (completions, stream items, acks, new types). */
  | { kind: 'ignored' }
  | { kind: 'invalid' };

/** What a message after the handshake asks of the hub. */
export function parseMessage(record: string): ClientMessage {
  const message = parseObject(record);
  const type = message?.['type'];
  if (typeof type !== 'number') return { kind: 'invalid' };
  switch (type) {
    case MESSAGE_TYPE.ping:
      return { kind: 'ping' };
    case MESSAGE_TYPE.close:
      return { kind: 'close' };
    case MESSAGE_TYPE.invocation:
    case MESSAGE_TYPE.streamInvocation: {
      const target = message?.['target'];
      const invocationId = message?.['invocationId'];
      if (typeof target !== 'string') return { kind: 'invalid' };
      if (invocationId !== undefined && typeof invocationId !== 'string')
        return { kind: 'invalid' };
      return { kind: 'invocation', target, invocationId };
    }
    default:
      // Later versions of the protocol may add message types; a peer ignores those it does not
      // know.
      return { kind: 'ignored' };
  }
}
