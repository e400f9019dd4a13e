import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUB_EVENT, hubSettings } from '@generated/hub';
import { getRealtimeConnectionState } from '@/shared/realtime/connection-state';
import { hubUrl, startHubConnection } from '@/shared/realtime/hub-connection';
import { onRealtime, type RealtimeEvent } from '@/shared/realtime/realtime-channel';
import { realtimeRetryPolicy } from '@/shared/realtime/retry-policy';

// The hub-token call, answered here as the server would.
const hubToken = vi.hoisted(() =>
  vi.fn(async () => ({
    success: true,
    message: null as string | null,
    data: { token: 'hub-token-1', expiresAt: '2026-11-26T10:31:23Z' } as object | null,
  })),
);
vi.mock('@generated/api/auth/auth', () => ({ getHubToken: hubToken }));

// A fake @microsoft/signalr: records what the builder is given and lets the test play the server.
const fake = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  class FakeConnection {
    handlers = new Map<string, Handler>();
    closeHandlers: ((error?: Error) => void)[] = [];
    reconnectedHandlers: ((connectionId?: string) => void)[] = [];
    reconnectingHandlers: ((error?: Error) => void)[] = [];
    start = vi.fn(() => Promise.resolve());
    stop = vi.fn(() => Promise.resolve());
    on(name: string, handler: Handler) {
      this.handlers.set(name, handler);
    }
    onclose(handler: (error?: Error) => void) {
      this.closeHandlers.push(handler);
    }
    onreconnected(handler: (connectionId?: string) => void) {
      this.reconnectedHandlers.push(handler);
    }
    onreconnecting(handler: (error?: Error) => void) {
      this.reconnectingHandlers.push(handler);
    }
  }
  const state = {
    builders: [] as FakeBuilder[],
    connections: [] as FakeConnection[],
    nextStart: [] as (() => Promise<void>)[],
  };
  class FakeBuilder {
    url = '';
    options: Record<string, unknown> = {};
    retryPolicy: unknown;
    serverTimeout: number | undefined;
    keepAlive: number | undefined;
    statefulReconnect: unknown;
    logLevel: unknown;
    constructor() {
      state.builders.push(this);
    }
    withUrl(url: string, options: Record<string, unknown>) {
      this.url = url;
      this.options = options;
      return this;
    }
    withAutomaticReconnect(policy: unknown) {
      this.retryPolicy = policy;
      return this;
    }
    withServerTimeout(ms: number) {
      this.serverTimeout = ms;
      return this;
    }
    withKeepAliveInterval(ms: number) {
      this.keepAlive = ms;
      return this;
    }
    withStatefulReconnect(options: unknown) {
      this.statefulReconnect = options;
      return this;
    }
    configureLogging(level: unknown) {
      this.logLevel = level;
      return this;
    }
    build() {
      const connection = new FakeConnection();
      connection.start.mockImplementation(() => state.nextStart.shift()?.() ?? Promise.resolve());
      state.connections.push(connection);
      return connection;
    }
  }
  return { state, FakeBuilder };
});

vi.mock('@microsoft/signalr', () => ({
  HubConnectionBuilder: fake.FakeBuilder,
  HttpTransportType: { None: 0, WebSockets: 1, ServerSentEvents: 2, LongPolling: 4 },
  LogLevel: { Trace: 0, Debug: 1, Information: 2, Warning: 3, Error: 4, Critical: 5, None: 6 },
}));

const events: RealtimeEvent[] = [];
let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  fake.state.builders.length = 0;
  fake.state.connections.length = 0;
  fake.state.nextStart.length = 0;
  events.length = 0;
  unsubscribe = onRealtime((event) => events.push(event));
});

afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
});

async function started() {
  await vi.waitFor(() => {
    expect(fake.state.connections[0]?.start).toHaveBeenCalled();
  });
  const builder = fake.state.builders[0];
  const connection = fake.state.connections[0];
  if (!builder || !connection) throw new Error('no connection was built');
  return { builder, connection };
}

const notification = {
  id: 7,
  title: 'Yatırım onaylandı',
  note: '250,00 ₺',
  type: 1,
  timeStamp: '2026-11-20T18:42:00',
  isRead: false,
};

// The contract's x-fingerprint of the hub address: a fixed placeholder.
const PLACEHOLDER = '00000000000000000000000000000000';

describe('hubUrl (spec 7)', () => {
  it('resolves the relative hub path against the site and adds the query parameters', () => {
    expect(
      hubUrl('./hub/frnotify', { 'x-fingerprint': 'fp 1' }, 'https://casino.example/tr/'),
    ).toBe('https://casino.example/tr/hub/frnotify?x-fingerprint=fp+1');
    expect(hubUrl('/hub/frnotify', { 'x-fingerprint': 'abc' }, 'http://localhost:5173/')).toBe(
      'http://localhost:5173/hub/frnotify?x-fingerprint=abc',
    );
  });

  it("is the site's hub on a deep page too, not one under the page's path", () => {
    window.history.pushState({}, '', '/dashboard/deposit');
    expect(hubUrl('./hub/frnotify', { 'x-fingerprint': 'fp' })).toBe(
      `${window.location.origin}/hub/frnotify?x-fingerprint=fp`,
    );
    window.history.pushState({}, '', '/');
  });
});

describe('startHubConnection (spec 7)', () => {
  it('builds the connection with the spec-7 settings', async () => {
    const handle = startHubConnection({ token: 'tok-1' });
    const { builder } = await started();
    const expectedUrl = new URL('./hub/frnotify', `${window.location.origin}/`);
    expectedUrl.searchParams.set('x-fingerprint', PLACEHOLDER);
    expect(builder.url).toBe(expectedUrl.href);
    expect(builder.options).toMatchObject({ skipNegotiation: true, transport: 1 });
    const tokenFactory = builder.options['accessTokenFactory'] as () => Promise<string>;
    // The hub gets a short-lived token of its own, never the session's.
    await expect(tokenFactory()).resolves.toBe('hub-token-1');
    hubToken.mockResolvedValueOnce({ success: false, message: 'Oturum yok.', data: null });
    await expect(tokenFactory()).rejects.toThrow('Oturum yok.');
    expect(builder.retryPolicy).toBe(realtimeRetryPolicy);
    expect(builder.serverTimeout).toBe(30_000);
    expect(builder.keepAlive).toBe(15_000);
    expect(builder.statefulReconnect).toEqual({ bufferSize: 100_000 });
    expect(builder.options['timeout']).toBe(100_000);
    expect(builder.logLevel).toBe(6);
    await handle.stop();
  });

  it("sends the contract's fixed x-fingerprint placeholder, not the device's fingerprint", async () => {
    localStorage.setItem('fingerprint', 'device-fingerprint-1');
    const handle = startHubConnection({ token: 't' });
    const { builder } = await started();
    expect(new URL(builder.url).searchParams.get('x-fingerprint')).toBe(PLACEHOLDER);
    expect(builder.url).not.toContain('device-fingerprint-1');
    await handle.stop();
  });

  it("the library's fixed long-poll time-out and negotiate-redirect limit are the contract's", () => {
    // @microsoft/signalr takes neither as an option: an upgrade that changes them fails here.
    const library = join(process.cwd(), 'node_modules/@microsoft/signalr/dist/esm');
    const connection = readFileSync(join(library, 'HttpConnection.js'), 'utf8');
    const longPolling = readFileSync(join(library, 'LongPollingTransport.js'), 'utf8');
    expect(connection).toMatch(
      new RegExp(`MAX_REDIRECTS = ${hubSettings.negotiateRedirectLimit};`),
    );
    expect(longPolling).toMatch(
      new RegExp(`const pollOptions = \\{[^}]*timeout: ${hubSettings.longPollTimeoutMs},`),
    );
  });

  it('uses a configured hub url', async () => {
    const handle = startHubConnection({ url: 'https://rt.example/hub/frnotify', token: 't' });
    const { builder } = await started();
    expect(builder.url).toBe(`https://rt.example/hub/frnotify?x-fingerprint=${PLACEHOLDER}`);
    await handle.stop();
  });

  it('republishes NotifyMessage invocations, both forms, and drops malformed ones', async () => {
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    const receive = connection.handlers.get(HUB_EVENT);
    expect(receive).toBeTypeOf('function');
    receive?.('Notification', notification);
    receive?.({ cmd: 'Notification', message: { ...notification, id: 8, type: 'bonus' } });
    receive?.('Notification', { id: 'broken' });
    receive?.('BalanceChanged', { amount: 3 });
    expect(events).toEqual([
      { kind: 'notification', notification: expect.objectContaining({ id: 7, kind: 'deposit' }) },
      { kind: 'notification', notification: expect.objectContaining({ id: 8, kind: 'bonus' }) },
      { kind: 'command', command: 'BalanceChanged', message: { amount: 3 } },
    ]);
    await handle.stop();
  });

  it('publishes disconnect on close and reconnected on reconnect', async () => {
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    connection.reconnectedHandlers.forEach((handler) => handler('conn-2'));
    connection.closeHandlers.forEach((handler) => handler(new Error('server timeout')));
    connection.closeHandlers.forEach((handler) => handler());
    expect(events).toEqual([
      { kind: 'reconnected', message: 'conn-2' },
      { kind: 'disconnect', message: 'server timeout' },
      { kind: 'disconnect', message: null },
    ]);
    await handle.stop();
  });

  it('keeps the connection state: connecting, connected, reconnecting, connected, disconnected', async () => {
    let finishStart: () => void = () => undefined;
    fake.state.nextStart.push(
      () =>
        new Promise<void>((resolve) => {
          finishStart = resolve;
        }),
    );
    const handle = startHubConnection({ token: 't' });
    expect(getRealtimeConnectionState()).toBe('connecting');
    const { connection } = await started();
    finishStart();
    await vi.waitFor(() => expect(getRealtimeConnectionState()).toBe('connected'));
    connection.reconnectingHandlers.forEach((handler) => handler(new Error('lost')));
    expect(getRealtimeConnectionState()).toBe('reconnecting');
    connection.reconnectedHandlers.forEach((handler) => handler('conn-2'));
    expect(getRealtimeConnectionState()).toBe('connected');
    connection.reconnectingHandlers.forEach((handler) => handler(new Error('lost again')));
    connection.closeHandlers.forEach((handler) => handler(new Error('gave up')));
    expect(getRealtimeConnectionState()).toBe('disconnected');
    await handle.stop();
  });

  it('is disconnecting while it stops, then disconnected', async () => {
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    await vi.waitFor(() => expect(getRealtimeConnectionState()).toBe('connected'));
    let finishStop: () => void = () => undefined;
    connection.stop.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishStop = resolve;
        }),
    );
    const stopping = handle.stop();
    expect(getRealtimeConnectionState()).toBe('disconnecting');
    await vi.waitFor(() => expect(connection.stop).toHaveBeenCalled());
    expect(getRealtimeConnectionState()).toBe('disconnecting');
    finishStop();
    await stopping;
    expect(getRealtimeConnectionState()).toBe('disconnected');
  });

  it("a replaced connection's late close leaves the new one's state alone", async () => {
    const first = startHubConnection({ token: 'old' });
    const { connection } = await started();
    let finishStop: () => void = () => undefined;
    connection.stop.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishStop = resolve;
        }),
    );
    const stopping = first.stop();
    const second = startHubConnection({ token: 'new' });
    await vi.waitFor(() => expect(fake.state.connections[1]?.start).toHaveBeenCalled());
    await vi.waitFor(() => expect(getRealtimeConnectionState()).toBe('connected'));
    await vi.waitFor(() => expect(connection.stop).toHaveBeenCalled());
    finishStop();
    await stopping;
    expect(getRealtimeConnectionState()).toBe('connected');
    await second.stop();
  });

  it('stop() closes the connection and publishes nothing more', async () => {
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    await handle.stop();
    expect(connection.stop).toHaveBeenCalledTimes(1);
    connection.closeHandlers.forEach((handler) => handler());
    connection.handlers.get(HUB_EVENT)?.('Notification', notification);
    expect(events).toEqual([]);
    await handle.stop();
    expect(connection.stop).toHaveBeenCalledTimes(1);
  });

  it('stopped before the library has loaded, it never starts', async () => {
    const handle = startHubConnection({ token: 't' });
    await handle.stop();
    await vi.waitFor(() => expect(fake.state.connections).toHaveLength(1));
    expect(fake.state.connections[0]?.start).not.toHaveBeenCalled();
  });

  it('a failed start publishes error and retries after 0, 2, 10, 30 s, then gives up', async () => {
    vi.useFakeTimers();
    for (let i = 0; i < 5; i += 1) {
      fake.state.nextStart.push(() => Promise.reject(new Error(`refused ${i}`)));
    }
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.start).toHaveBeenCalledTimes(2);
    // Between the tries of a failed start, the connection is reconnecting.
    expect(getRealtimeConnectionState()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1999);
    expect(connection.start).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.start).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connection.start).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connection.start).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(connection.start).toHaveBeenCalledTimes(5);
    expect(getRealtimeConnectionState()).toBe('disconnected');
    expect(events).toEqual([
      { kind: 'error', message: 'refused 0' },
      { kind: 'error', message: 'refused 1' },
      { kind: 'error', message: 'refused 2' },
      { kind: 'error', message: 'refused 3' },
      { kind: 'error', message: 'refused 4' },
      { kind: 'disconnect', message: null },
    ]);
    await handle.stop();
  });

  it('a start that succeeds on a retry publishes only the earlier error', async () => {
    vi.useFakeTimers();
    fake.state.nextStart.push(() => Promise.reject(new Error('refused')));
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connection.start).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ kind: 'error', message: 'refused' }]);
    await handle.stop();
  });
});
