import type { RawData, WebSocket } from 'ws';
import {
  closeFrame,
  completionError,
  frame,
  HANDSHAKE_ACCEPTED,
  handshakeError,
  parseMessage,
  PING,
  RecordReader,
} from './protocol.ts';

export interface HubIdentity {
  playerId: number;
  sessionId: number;
}

export interface HubLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface ConnectionEvents {
  /** The handshake is done: the connection may be sent invocations from now on. */
  ready(connection: HubClientConnection): void;
  closed(connection: HubClientConnection): void;
}

/** The most a peer may leave unfinished between frames (the client sends only small messages). */
export const MAX_PENDING_CHARS = 32 * 1024;

/** A client that has not finished its handshake by then is let go (as ASP.NET's hub does). */
export const HANDSHAKE_TIMEOUT_MS = 15_000;

/**
 * A client that has sent nothing for this long is gone: the contract's client sends a ping every
 * 15 s when it has nothing else to say, so this allows one ping to go missing.
 */
export const CLIENT_TIMEOUT_MS = 30_000;

/** One client's WebSocket, from its handshake to its close. */
export class HubClientConnection {
  readonly id: number;
  readonly playerId: number;
  readonly sessionId: number;
  readonly #socket: WebSocket;
  readonly #events: ConnectionEvents;
  readonly #logger: HubLogger | undefined;
  readonly #reader = new RecordReader(MAX_PENDING_CHARS);
  readonly #openedAt = Date.now();
  #lastReceivedAt = Date.now();
  #ready = false;
  #ending = false;

  constructor(
    id: number,
    socket: WebSocket,
    identity: HubIdentity,
    events: ConnectionEvents,
    logger?: HubLogger,
  ) {
    this.id = id;
    this.playerId = identity.playerId;
    this.sessionId = identity.sessionId;
    this.#socket = socket;
    this.#events = events;
    this.#logger = logger;
    socket.on('message', (data, isBinary) => this.#receive(data, isBinary));
    socket.on('error', (error) => {
      // ws closes the socket after an error (a frame over the size limit, a protocol violation).
      this.#logger?.warn({ connection: this.id, error: error.message }, 'hub socket error');
    });
    socket.on('close', (closeCode) => {
      this.#logger?.info({ connection: this.id, closeCode }, 'hub connection closed');
      this.#events.closed(this);
    });
  }

  get ready(): boolean {
    return this.#ready;
  }

  /** Sends one framed message; false when the socket is no longer open. */
  send(text: string): boolean {
    if (this.#ending || this.#socket.readyState !== this.#socket.OPEN) return false;
    this.#socket.send(text);
    return true;
  }

  /**
   * Ends the connection the protocol's way: a Close message after the handshake, a handshake
   * error before it (the client is still waiting for its handshake answer), then a WebSocket close.
   */
  end(error: string | undefined, allowReconnect: boolean, code = 1000): void {
    if (this.#ending) return;
    if (this.#ready) this.send(closeFrame(error, allowReconnect));
    else if (error !== undefined) this.send(frame({ error }));
    this.#ending = true;
    this.#socket.close(code);
  }

  /** Drops the socket without a closing handshake: for a peer that no longer answers. */
  terminate(): void {
    this.#ending = true;
    this.#socket.terminate();
  }

  /** Runs every keep-alive interval: pings a ready client, lets go of a silent or stalled one. */
  tick(now: number): void {
    if (this.#ending) return;
    if (!this.#ready) {
      if (now - this.#openedAt >= HANDSHAKE_TIMEOUT_MS) this.end(undefined, false);
      return;
    }
    if (now - this.#lastReceivedAt >= CLIENT_TIMEOUT_MS) {
      this.#logger?.info({ connection: this.id }, 'hub client timed out');
      this.terminate();
      return;
    }
    this.send(PING);
  }

  #receive(data: RawData, isBinary: boolean): void {
    if (this.#ending) return;
    this.#lastReceivedAt = Date.now();
    // The JSON protocol travels in text frames only.
    if (isBinary) {
      this.end('Binary messages are not supported.', false, 1003);
      return;
    }
    const records = this.#reader.read(rawText(data));
    if (records === null) {
      this.end('Message too large.', false, 1009);
      return;
    }
    for (const record of records) {
      if (this.#ending) return;
      if (this.#ready) this.#handleMessage(record);
      else this.#handleHandshake(record);
    }
  }

  #handleHandshake(record: string): void {
    const error = handshakeError(record);
    if (error !== null) {
      this.end(error, false);
      return;
    }
    this.#ready = true;
    this.send(HANDSHAKE_ACCEPTED);
    this.#events.ready(this);
  }

  #handleMessage(record: string): void {
    const message = parseMessage(record);
    switch (message.kind) {
      case 'ping':
        this.send(PING);
        return;
      case 'close':
        this.#ending = true;
        this.#socket.close(1000);
        return;
      case 'invocation':
        // The hub only pushes: it has no method a client may call. A call that waits for its
        // result (it has an id) is told so; a fire-and-forget one is dropped.
        if (message.invocationId !== undefined) {
          this.send(
            completionError(message.invocationId, `Unknown hub method '${message.target}'`),
          );
        }
        return;
      case 'invalid':
        this.end('Invalid message.', false);
        return;
      case 'ignored':
        return;
    }
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
