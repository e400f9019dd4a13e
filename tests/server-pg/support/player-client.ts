import { randomUUID } from 'node:crypto';
// eslint-disable-next-line no-restricted-imports
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import type { ServerProcess } from './server-process.ts';

// What a player's browser does against one server process: an operation of its API (a POST
// with JSON unless told GET, an idempotency key of its own when asked), the demo player's login,
// and a hub connection through the real SignalR client, with everything it is pushed.
export interface ApiAnswer<T> {
  status: number;
  success: boolean;
  message: string;
  data: T;
}

export async function call<T>(
  node: ServerProcess,
  path: string,
  options: { token?: string; body?: unknown; method?: 'GET' | 'POST'; key?: boolean } = {},
): Promise<ApiAnswer<T>> {
  const method = options.method ?? 'POST';
  const response = await fetch(`${node.url}/api${path}`, {
    method,
    headers: {
      'x-locale': 'en',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  const envelope = (await response.json()) as Omit<ApiAnswer<T>, 'status'>;
  return { status: response.status, ...envelope };
}

/** The demo player's session token, logged in through `node`. */
export async function logIn(node: ServerProcess): Promise<string> {
  const answer = await call<{ token: string }>(node, '/auth/login', {
    body: { username: 'demo', password: 'demo123' },
  });
  if (!answer.success) throw new Error(`login refused: ${answer.message}`);
  return answer.data.token;
}

export interface Received {
  command: unknown;
  message: Record<string, unknown>;
}

/** A hub connection on `node`, opened with hub tokens asked of `tokenNode`, and what it gets. */
export async function connectHub(node: ServerProcess, tokenNode: ServerProcess, session: string) {
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(`${node.url}/hub/frnotify`, {
      accessTokenFactory: async () =>
        (await call<{ token: string }>(tokenNode, '/auth/hubtoken', { token: session })).data.token,
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  const received: Received[] = [];
  connection.on('NotifyMessage', (command: unknown, message: Record<string, unknown>) =>
    received.push({ command, message }),
  );
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  await connection.start();
  return { connection, received, closed };
}
