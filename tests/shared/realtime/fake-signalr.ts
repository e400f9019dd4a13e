// A fake @microsoft/signalr: records what the builder is given and lets the test play the server.
// A test file loads it in place of the library and of the hub-token call:
//   vi.mock('@microsoft/signalr', () => import('./fake-signalr').then((m) => m.signalr));
//   vi.mock('@generated/api/auth/auth', () => import('./fake-signalr').then((m) => m.auth));
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { onRealtime, type RealtimeEvent } from '@/shared/realtime/realtime-channel';

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
export const state = {
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

export const signalr = {
  HubConnectionBuilder: FakeBuilder,
  HttpTransportType: { None: 0, WebSockets: 1, ServerSentEvents: 2, LongPolling: 4 },
  LogLevel: { Trace: 0, Debug: 1, Information: 2, Warning: 3, Error: 4, Critical: 5, None: 6 },
};

// The hub-token call, answered here as the server would.
export const hubToken = vi.fn(async () => ({
  success: true,
  message: null as string | null,
  data: { token: 'hub-token-1', expiresAt: '2026-11-26T10:31:23Z' } as object | null,
}));

export const auth = { getHubToken: hubToken };

/** The realtime events published during each test, from a fresh fake. */
export function recordHubEvents(): RealtimeEvent[] {
  const events: RealtimeEvent[] = [];
  let unsubscribe: () => void = () => undefined;
  beforeEach(() => {
    state.builders.length = 0;
    state.connections.length = 0;
    state.nextStart.length = 0;
    events.length = 0;
    unsubscribe = onRealtime((event) => events.push(event));
  });
  afterEach(() => {
    unsubscribe();
    vi.useRealTimers();
  });
  return events;
}

/** The first connection, once its start has been called, and the builder that made it. */
export async function started() {
  await vi.waitFor(() => {
    expect(state.connections[0]?.start).toHaveBeenCalled();
  });
  const builder = state.builders[0];
  const connection = state.connections[0];
  if (!builder || !connection) throw new Error('no connection was built');
  return { builder, connection };
}

/** A NotifyMessage as the server sends it: a confirmed deposit. */
export const notification = {
  id: 7,
  title: 'Yatırım onaylandı',
  note: '250,00 ₺',
  type: 1,
  timeStamp: '2026-11-20T18:42:00',
  isRead: false,
};
