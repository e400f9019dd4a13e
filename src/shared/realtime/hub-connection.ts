import type { HubConnectionState } from '@generated/hub';
import { setRealtimeConnectionState } from './connection-state';
import { publishRealtime } from './realtime-channel';
import { realtimeRetryDelay, realtimeRetryPolicy } from './retry-policy';

export interface HubConnectionOptions {
  /** The configured hub address, relative to the site or absolute; the contract's by default. */
  url?: string;
  /** The session's token: a new one means a new connection (the hub gets a short-lived token). */
  token: string;
}

export interface HubConnectionHandle {
  /** Closes the connection (or cancels it while it is still starting); publishes nothing. */
  stop(): Promise<void>;
}

// The site's base (like ./api's): a relative hub path is the site's, whatever page is open.
const siteBase = () => new URL(import.meta.env.BASE_URL, globalThis.location.origin).href;

/**
 * The hub address resolved against the site's base, with the query parameters the contract fixes:
 * x-fingerprint is a placeholder, never the device's fingerprint (an address ends up in access
 * logs; the token already tells the server whose device it is).
 */
export function hubUrl(
  url: string,
  query: Readonly<Record<string, string>>,
  base: string = siteBase(),
): string {
  const resolved = new URL(url, base);
  for (const [name, value] of Object.entries(query)) resolved.searchParams.set(name, value);
  return resolved.href;
}

// Numbers the connections, so that only the newest one sets the connection state.
let latestConnection = 0;

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'realtime error';
}

/**
 * One SignalR connection to the notification hub with the contract's client settings: WebSockets
 * only, negotiation skipped, reconnect after 0, 2, 10 and 30 s then stop, server timeout 30 s,
 * keep-alive 15 s, message buffer 100000 bytes, HTTP time-out 100 s, no logging.
 * Hub invocations are parsed and republished on the realtime channel with error, disconnect and
 * reconnected. A failed start is retried on the same schedule. The connection's state is kept in
 * connection-state.ts: connecting, then connected; reconnecting while a lost connection or a
 * failed start is retried; disconnecting and disconnected once stopped or given up.
 * @microsoft/signalr is loaded only here, lazily, so the first page does not carry it.
 */
export function startHubConnection(options: HubConnectionOptions): HubConnectionHandle {
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  latestConnection += 1;
  const connectionNumber = latestConnection;
  // Only the newest connection sets the state: the one a new login replaces may finish closing
  // after its successor has started.
  const setState = (state: HubConnectionState) => {
    if (connectionNumber === latestConnection) setRealtimeConnectionState(state);
  };
  setState('connecting');

  // The hub's settings and message schemas (generated with zod) load with the library: none of
  // them is needed before the hub is.
  const connectionPromise = Promise.all([
    import('@microsoft/signalr'),
    import('@generated/hub'),
    import('./hub-messages'),
    import('@generated/api/auth/auth'),
  ]).then(
    ([signalr, { HUB_EVENT, HUB_PATH, hubQuery, hubSettings }, { parseHubMessage }, auth]) => {
      const connectionOptions = {
        // The hub's token travels in the WebSocket address, so it is a short-lived one asked for
        // on every connect and reconnect, never the session's own token. A refusal fails this
        // attempt and the retry policy decides what comes next (a 401 logs out as anywhere).
        accessTokenFactory: async () => {
          const answer = await auth.getHubToken();
          if (!answer.success || !answer.data) throw new Error(answer.message ?? 'no hub token');
          return answer.data.token;
        },
        skipNegotiation: hubSettings.skipNegotiation,
        transport: signalr.HttpTransportType.WebSockets,
        // The time-out of the client's HTTP requests (negotiation, long polling's requests). Over
        // WebSockets without negotiation none is made; the library's own long-poll time-out and its
        // negotiate-redirect limit are fixed at the contract's 100 s and 100.
        timeout: hubSettings.longPollTimeoutMs,
        // The page's own WebSocket, which browsers use anyway (an option the library reads but does
        // not declare). Under Node, where the tests run, it would otherwise pick the `ws` package,
        // which the MSW mock hub cannot see.
        WebSocket: globalThis.WebSocket,
      };
      const connection = new signalr.HubConnectionBuilder()
        .withUrl(hubUrl(options.url ?? HUB_PATH, hubQuery), connectionOptions)
        .withAutomaticReconnect(realtimeRetryPolicy)
        .withServerTimeout(hubSettings.serverTimeoutMs)
        .withKeepAliveInterval(hubSettings.keepAliveIntervalMs)
        // The message buffer: the bytes kept for resending after a reconnect. It is used only when
        // the server offers stateful reconnect during negotiation, which the client skips.
        .withStatefulReconnect({ bufferSize: hubSettings.messageBufferBytes })
        .configureLogging(signalr.LogLevel.None)
        .build();

      connection.on(HUB_EVENT, (...args: unknown[]) => {
        const event = parseHubMessage(...args);
        if (event && !stopped) publishRealtime(event);
      });
      connection.onclose((error) => {
        if (stopped) return;
        setState('disconnected');
        publishRealtime({ kind: 'disconnect', message: error ? errorText(error) : null });
      });
      connection.onreconnecting(() => {
        if (!stopped) setState('reconnecting');
      });
      connection.onreconnected((connectionId) => {
        if (stopped) return;
        setState('connected');
        publishRealtime({ kind: 'reconnected', message: connectionId ?? null });
      });
      return connection;
    },
  );

  const start = async (attempt: number): Promise<void> => {
    if (stopped) return;
    try {
      const connection = await connectionPromise;
      if (stopped) return;
      await connection.start();
      if (!stopped) setState('connected');
    } catch (error) {
      if (stopped) return;
      publishRealtime({ kind: 'error', message: errorText(error) });
      const delay = realtimeRetryDelay(attempt);
      if (delay === null) {
        setState('disconnected');
        publishRealtime({ kind: 'disconnect', message: null });
        return;
      }
      setState('reconnecting');
      retryTimer = setTimeout(() => void start(attempt + 1), delay);
    }
  };
  void start(0);

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(retryTimer);
      setState('disconnecting');
      try {
        const connection = await connectionPromise;
        await connection.stop();
      } catch {
        // Realtime failures are never shown to the player; nothing is left to close.
      } finally {
        setState('disconnected');
      }
    },
  };
}
