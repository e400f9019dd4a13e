import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
// The server's test plays the site's client with the real library.
// eslint-disable-next-line no-restricted-imports
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import { vi, type Mock } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { createHub, type Hub } from '../../../server/hub/hub.ts';

// The hub alone on a plain HTTP server, with three players' tokens, and its clients: the SignalR
// library with the site's settings, a bare WebSocket for the protocol's details, an upgrade
// request. closeHubClients() (after each test) stops every client and server made.
export const SEPARATOR = '\u001e';
const FINGERPRINT = '00000000000000000000000000000000';

const players = new Map([
  ['secret-token-player-1', { playerId: 1, sessionId: 11 }],
  ['secret-token-player-1-tablet', { playerId: 1, sessionId: 12 }],
  ['secret-token-player-2', { playerId: 2, sessionId: 21 }],
]);

export interface HubServer {
  hub: Hub;
  authenticate: Mock<(token: string) => Promise<unknown>>;
  logger: { info: Mock; warn: Mock };
  /** The hub's address as the SignalR client takes it (http:, which it turns into ws:). */
  url: string;
  /** The server side of every upgraded socket, newest last. */
  sockets: Duplex[];
}

const cleanups: Array<() => Promise<void>> = [];

export async function closeHubClients(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export async function startServer(keepAliveMs?: number): Promise<HubServer> {
  const authenticate = vi.fn(async (token: string) => players.get(token) ?? null);
  const logger = { info: vi.fn(), warn: vi.fn() };
  const hub = createHub({ authenticate, logger, keepAliveMs });
  const sockets: Duplex[] = [];
  const server = createServer((_request, response) => {
    response.statusCode = 404;
    response.end();
  });
  server.on('upgrade', (request, socket, head) => {
    sockets.push(socket);
    if (!hub.handleUpgrade(request, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    await hub.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { hub, authenticate, logger, url: `http://127.0.0.1:${port}/hub/frnotify`, sockets };
}

/** Every NotifyMessage a client receives, in order, and a wait for the next one. */
function inbox(connection: HubConnection) {
  const received: unknown[][] = [];
  let waiter: (() => void) | undefined;
  connection.on('NotifyMessage', (...args: unknown[]) => {
    received.push(args);
    waiter?.();
  });
  return {
    received,
    async next(count = received.length + 1): Promise<unknown[]> {
      while (received.length < count) await new Promise<void>((resolve) => (waiter = resolve));
      return received[count - 1] ?? [];
    },
  };
}

/**
 * A client with the site's settings: WebSockets only, negotiation skipped. Under Node the library
 * sends the token of accessTokenFactory as an Authorization header (a browser puts it in the
 * query); `tokenInQuery` builds the address a browser would open instead, through Node's own
 * WebSocket as the site passes it.
 */
export function buildClient(
  server: HubServer,
  token: string,
  settings: { tokenInQuery?: boolean; reconnectDelays?: number[] } = {},
): HubConnection {
  const address = new URL(server.url);
  address.searchParams.set('x-fingerprint', FINGERPRINT);
  if (settings.tokenInQuery) address.searchParams.set('access_token', token);
  // `WebSocket` is an option the library reads but does not declare (the site passes it too).
  const tokenOptions = settings.tokenInQuery
    ? { WebSocket: globalThis.WebSocket }
    : { accessTokenFactory: () => token };
  const options: IHttpConnectionOptions = {
    transport: HttpTransportType.WebSockets,
    skipNegotiation: true,
    ...tokenOptions,
  };
  const connection = new HubConnectionBuilder()
    .withUrl(address.href, options)
    .withAutomaticReconnect(settings.reconnectDelays ?? [0, 100])
    .configureLogging(LogLevel.None)
    .build();
  cleanups.push(() => connection.stop());
  return connection;
}

export async function connect(
  server: HubServer,
  token: string,
  settings?: Parameters<typeof buildClient>[2],
): Promise<{ connection: HubConnection; messages: ReturnType<typeof inbox> }> {
  const connection = buildClient(server, token, settings);
  const messages = inbox(connection);
  await connection.start();
  return { connection, messages };
}

/** A bare WebSocket to the hub, for the protocol's details the library hides. */
export async function openRaw(server: HubServer, token = 'secret-token-player-1') {
  const address = new URL(server.url.replace(/^http/, 'ws'));
  address.searchParams.set('access_token', token);
  const socket = new NodeWebSocket(address);
  const frames: string[] = [];
  let waiter: (() => void) | undefined;
  socket.on('message', (data) => {
    frames.push(data.toString());
    waiter?.();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  cleanups.push(async () => {
    socket.terminate();
    await closed;
  });
  return {
    socket,
    closed,
    async nextFrame(): Promise<string> {
      while (frames.length === 0) await new Promise<void>((resolve) => (waiter = resolve));
      return frames.shift() ?? '';
    },
  };
}

/** The HTTP status a bare WebSocket's upgrade request is answered with. */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new NodeWebSocket(url.replace(/^http/, 'ws'), { headers });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      socket.terminate();
      reject(new Error('the upgrade was accepted'));
    });
    socket.on('error', reject);
  });
}
