import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { HubClientConnection, MAX_PENDING_CHARS } from './connection.ts';
import type { HubIdentity, HubLogger } from './connection.ts';
import { frame, MESSAGE_TYPE } from './protocol.ts';
import { accessToken, refuseUpgrade, requestPath } from './upgrade-request.ts';

export type { HubIdentity, HubLogger } from './connection.ts';

/** The hub's address on the server (the contract's `./hub/frnotify`, relative to the site). */
export const HUB_PATH = '/hub/frnotify';

export interface HubOptions {
  /** The player and session an access token stands for, or null when it stands for none. */
  authenticate(accessToken: string): Promise<HubIdentity | null>;
  logger?: HubLogger;
  /** How often each connected client is pinged; 15 s, the contract's keep-alive, by default. */
  keepAliveMs?: number;
}

export interface Hub {
  /**
   * Takes an HTTP upgrade request when its path is the hub's (true), leaving any other to the
   * caller (false). The access token is checked before the WebSocket is accepted: a request
   * without a valid one is answered 401.
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Invokes `target` with `args` on every connection of the player; returns how many. */
  send(playerId: number, target: string, args: unknown[]): number;
  /** Ends every connection of the session with `reason`; the client does not reconnect. */
  closeSession(sessionId: number, reason: string): void;
  /** The sessions with at least one connection here. */
  sessionIds(): number[];
  /** Ends every connection (the clients may reconnect, to the next server) and stops the hub. */
  close(): Promise<void>;
}

const DEFAULT_KEEP_ALIVE_MS = 15_000;

/** Clients are told to close at shutdown; those that have not done so by then are dropped. */
const SHUTDOWN_GRACE_MS = 2_000;

const SHUTDOWN_REASON = 'Server is shutting down.';

/**
 * The realtime notification hub (openapi/asyncapi.yaml): SignalR's JSON hub protocol over
 * WebSockets only, without negotiation (the site's client skips it), authenticated by the access
 * token the client sends with its upgrade request. The server pushes; clients call nothing.
 * Neither the token nor the request's query is ever logged, only the path.
 */
export function createHub(options: HubOptions): Hub {
  const { authenticate, logger } = options;
  const keepAliveMs = options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
  // The client sends only handshakes, pings and closes: a large frame is not one of them.
  const server = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: MAX_PENDING_CHARS,
  });
  const connections = new Set<HubClientConnection>();
  const byPlayer = new Map<number, Set<HubClientConnection>>();
  let lastConnectionId = 0;
  let closing: Promise<void> | undefined;
  let onEmpty: (() => void) | undefined;

  const events = {
    ready(connection: HubClientConnection) {
      const own = byPlayer.get(connection.playerId) ?? new Set();
      own.add(connection);
      byPlayer.set(connection.playerId, own);
    },
    closed(connection: HubClientConnection) {
      connections.delete(connection);
      const own = byPlayer.get(connection.playerId);
      own?.delete(connection);
      if (own?.size === 0) byPlayer.delete(connection.playerId);
      if (connections.size === 0) onEmpty?.();
    },
  };

  const ticker = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) connection.tick(now);
  }, keepAliveMs);
  ticker.unref();

  async function admit(request: IncomingMessage, socket: Duplex, head: Buffer, path: string) {
    // The socket may fail while the token is checked; ws watches it once it takes over.
    const ignoreError = () => {};
    socket.on('error', ignoreError);
    const token = accessToken(request.url ?? '', request.headers);
    let identity: HubIdentity | null = null;
    if (token !== null && closing === undefined) {
      try {
        identity = await authenticate(token);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger?.warn({ path, error: message.replaceAll(token, '[redacted]') }, 'hub auth failed');
        refuseUpgrade(socket, 503);
        return;
      }
    }
    if (closing !== undefined) {
      refuseUpgrade(socket, 503);
      return;
    }
    if (identity === null) {
      const reason = token === null ? 'no access token' : 'unknown access token';
      logger?.warn({ path, reason }, 'hub upgrade refused');
      refuseUpgrade(socket, 401);
      return;
    }
    socket.off('error', ignoreError);
    if (socket.destroyed) return;
    const { playerId, sessionId } = identity;
    server.handleUpgrade(request, socket, head, (webSocket) => {
      lastConnectionId += 1;
      const id = lastConnectionId;
      const identified = { playerId, sessionId };
      connections.add(new HubClientConnection(id, webSocket, identified, events, logger));
      logger?.info({ connection: id, path, playerId, sessionId }, 'hub connection opened');
    });
  }

  async function shutDown(): Promise<void> {
    clearInterval(ticker);
    for (const connection of connections) connection.end(SHUTDOWN_REASON, true, 1001);
    if (connections.size > 0) {
      const drained = new Promise<void>((resolve) => {
        onEmpty = resolve;
      });
      const grace = setTimeout(() => {
        for (const connection of connections) connection.terminate();
      }, SHUTDOWN_GRACE_MS);
      await drained;
      clearTimeout(grace);
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  return {
    handleUpgrade(request, socket, head) {
      const path = requestPath(request.url ?? '');
      if (path !== HUB_PATH) return false;
      admit(request, socket, head, path).catch((error: unknown) => {
        logger?.warn({ path, error: String(error) }, 'hub upgrade failed');
        socket.destroy();
      });
      return true;
    },
    send(playerId, target, args) {
      const own = byPlayer.get(playerId);
      if (!own) return 0;
      const text = frame({ type: MESSAGE_TYPE.invocation, target, arguments: args });
      let reached = 0;
      for (const connection of own) if (connection.send(text)) reached += 1;
      return reached;
    },
    closeSession(sessionId, reason) {
      for (const connection of connections) {
        if (connection.sessionId === sessionId) connection.end(reason, false);
      }
    },
    sessionIds() {
      return [...new Set([...connections].map((connection) => connection.sessionId))];
    },
    close() {
      closing ??= shutDown();
      return closing;
    },
  };
}
