// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
// The server's test plays the site's client with the real library.
// eslint-disable-next-line no-restricted-imports
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { createHub, type Hub } from '../../server/hub/hub.ts';

const SEPARATOR = '\u001e';
const FINGERPRINT = '00000000000000000000000000000000';

const players = new Map([
  ['secret-token-player-1', { playerId: 1, sessionId: 11 }],
  ['secret-token-player-1-tablet', { playerId: 1, sessionId: 12 }],
  ['secret-token-player-2', { playerId: 2, sessionId: 21 }],
]);

interface TestServer {
  hub: Hub;
  authenticate: Mock<(token: string) => Promise<unknown>>;
  logger: { info: Mock; warn: Mock };
  /** The hub's address as the SignalR client takes it (http:, which it turns into ws:). */
  url: string;
  /** The server side of every upgraded socket, newest last. */
  sockets: Duplex[];
}

const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(keepAliveMs?: number): Promise<TestServer> {
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
function buildClient(
  server: TestServer,
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

async function connect(
  server: TestServer,
  token: string,
  settings?: Parameters<typeof buildClient>[2],
): Promise<{ connection: HubConnection; messages: ReturnType<typeof inbox> }> {
  const connection = buildClient(server, token, settings);
  const messages = inbox(connection);
  await connection.start();
  return { connection, messages };
}

/** A bare WebSocket to the hub, for the protocol's details the library hides. */
async function openRaw(server: TestServer, token = 'secret-token-player-1') {
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
function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
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

describe('the notification hub with the SignalR client', () => {
  it('delivers NotifyMessage to every connection of its player and to no other', async () => {
    const server = await startServer();
    const phone = await connect(server, 'secret-token-player-1');
    const tablet = await connect(server, 'secret-token-player-1-tablet');
    const other = await connect(server, 'secret-token-player-2');

    const notification = { id: 1043, title: 'Yatırımınız onaylandı', isRead: false };
    expect(server.hub.send(1, 'NotifyMessage', ['Notification', notification])).toBe(2);
    expect(await phone.messages.next()).toEqual(['Notification', notification]);
    expect(await tablet.messages.next()).toEqual(['Notification', notification]);

    // Had player 2 been sent the first message, it would come before this one on its socket.
    expect(server.hub.send(2, 'NotifyMessage', ['LimitAlert', { percent: 80 }])).toBe(1);
    expect(await other.messages.next()).toEqual(['LimitAlert', { percent: 80 }]);
    expect(other.messages.received).toHaveLength(1);
    expect(server.hub.send(3, 'NotifyMessage', ['Notification', {}])).toBe(0);
  });

  it('takes the token from the query, as the browser sends it', async () => {
    const server = await startServer();
    const { messages } = await connect(server, 'secret-token-player-2', { tokenInQuery: true });

    expect(server.authenticate).toHaveBeenCalledWith('secret-token-player-2');
    expect(server.hub.send(2, 'NotifyMessage', ['Notification', { id: 1 }])).toBe(1);
    expect(await messages.next()).toEqual(['Notification', { id: 1 }]);
  });

  it('refuses an unknown token', async () => {
    const server = await startServer();
    for (const tokenInQuery of [false, true]) {
      const connection = buildClient(server, 'wrong-token', { tokenInQuery });
      await expect(connection.start()).rejects.toThrow();
      expect(connection.state).toBe(HubConnectionState.Disconnected);
    }
    // Node's own WebSocket asks once more after a 401, so the count is not checked.
    expect(new Set(server.authenticate.mock.calls.flat())).toEqual(new Set(['wrong-token']));
    expect(server.hub.send(1, 'NotifyMessage', ['Notification', {}])).toBe(0);
  });

  it('ends a closed session with its reason, without reconnecting', async () => {
    const server = await startServer();
    const session = buildClient(server, 'secret-token-player-1');
    const otherSession = await connect(server, 'secret-token-player-1-tablet');
    const onReconnecting = vi.fn();
    session.onreconnecting(onReconnecting);
    const closed = new Promise<Error | undefined>((resolve) => session.onclose(resolve));
    await session.start();

    server.hub.closeSession(11, 'Logged out.');

    const error = await closed;
    expect(error?.message).toContain('Logged out.');
    expect(onReconnecting).not.toHaveBeenCalled();
    expect(session.state).toBe(HubConnectionState.Disconnected);
    expect(server.authenticate).toHaveBeenCalledTimes(2);
    expect(otherSession.connection.state).toBe(HubConnectionState.Connected);
  });

  it('is reconnected to after the socket drops without a Close message', async () => {
    const server = await startServer();
    const { connection, messages } = await connect(server, 'secret-token-player-1', {
      reconnectDelays: [0, 100],
    });
    const reconnected = new Promise<void>((resolve) => connection.onreconnected(() => resolve()));

    server.sockets.at(-1)?.destroy();
    await reconnected;

    expect(server.hub.send(1, 'NotifyMessage', ['Notification', { id: 2 }])).toBe(1);
    expect(await messages.next()).toEqual(['Notification', { id: 2 }]);
    expect(server.authenticate).toHaveBeenCalledTimes(2);
  });

  it('never logs a token or the query', async () => {
    const server = await startServer();
    await connect(server, 'secret-token-player-1');
    await expect(buildClient(server, 'secret-wrong-token').start()).rejects.toThrow();
    await connect(server, 'secret-token-player-2', { tokenInQuery: true });

    const logged = JSON.stringify([server.logger.info.mock.calls, server.logger.warn.mock.calls]);
    expect(logged).toContain('/hub/frnotify');
    expect(logged).not.toMatch(/secret|access_token|fingerprint/);
  });
});

describe('the notification hub on the wire', () => {
  it('answers an upgrade without a valid token with 401 and leaves other paths', async () => {
    const server = await startServer();
    expect(await upgradeStatus(server.url)).toBe(401);
    expect(await upgradeStatus(`${server.url}?access_token=wrong`)).toBe(401);
    expect(await upgradeStatus(server.url, { Authorization: 'Bearer wrong' })).toBe(401);
    expect(server.authenticate.mock.calls).toEqual([['wrong'], ['wrong']]);
    const elsewhere = server.url.replace('/hub/frnotify', '/hub/other');
    await expect(
      upgradeStatus(`${elsewhere}?access_token=secret-token-player-1`),
    ).rejects.toThrow();
  });

  it('answers the handshake and the messages that share its frame, split records too', async () => {
    const server = await startServer();
    const raw = await openRaw(server);
    raw.socket.send(`{"protocol":"json","version":1}${SEPARATOR}{"type":6}${SEPARATOR}`);
    expect(await raw.nextFrame()).toBe(`{}${SEPARATOR}`);
    expect(await raw.nextFrame()).toBe(`{"type":6}${SEPARATOR}`);

    raw.socket.send('{"type":');
    raw.socket.send(`6}${SEPARATOR}`);
    expect(await raw.nextFrame()).toBe(`{"type":6}${SEPARATOR}`);
  });

  it('refuses another protocol in the handshake', async () => {
    const server = await startServer();
    const raw = await openRaw(server);
    raw.socket.send(`{"protocol":"messagepack","version":1}${SEPARATOR}`);
    const answer = await raw.nextFrame();
    expect(answer.endsWith(SEPARATOR)).toBe(true);
    expect(JSON.parse(answer.slice(0, -1))).toEqual({
      error: "The protocol 'messagepack' is not supported.",
    });
    expect(await raw.closed).toBe(1000);
  });

  it('answers an invocation that waits for a result with a completion error', async () => {
    const server = await startServer();
    const raw = await openRaw(server);
    raw.socket.send(`{"protocol":"json","version":1}${SEPARATOR}`);
    await raw.nextFrame();
    raw.socket.send(
      `{"type":1,"target":"Forget","arguments":[]}${SEPARATOR}` +
        `{"type":1,"invocationId":"7","target":"Transfer","arguments":[100]}${SEPARATOR}`,
    );
    expect(JSON.parse((await raw.nextFrame()).slice(0, -1))).toEqual({
      type: 3,
      invocationId: '7',
      error: "Unknown hub method 'Transfer'",
    });
  });

  it('pings every keep-alive interval and sends Close before closing a session', async () => {
    const server = await startServer(20);
    const raw = await openRaw(server);
    raw.socket.send(`{"protocol":"json","version":1}${SEPARATOR}`);
    await raw.nextFrame();
    expect(await raw.nextFrame()).toBe(`{"type":6}${SEPARATOR}`);
    expect(await raw.nextFrame()).toBe(`{"type":6}${SEPARATOR}`);

    server.hub.closeSession(11, 'Session ended.');
    let close = await raw.nextFrame();
    while (close === `{"type":6}${SEPARATOR}`) close = await raw.nextFrame();
    expect(close).toBe(`{"type":7,"error":"Session ended.","allowReconnect":false}${SEPARATOR}`);
    expect(await raw.closed).toBe(1000);
  });
});
