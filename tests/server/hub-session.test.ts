// @vitest-environment node
// The hub is reached with the real SignalR client, as the site does it, through the whole server.
// eslint-disable-next-line no-restricted-imports
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { notify } from '../../server/customer/notify.ts';
import { listen, type Listening } from '../../server/listen.ts';
import { createLogger } from '../../server/logger.ts';

let server: Listening;
beforeAll(async () => {
  const config = { ...readConfig({}), dataDir: 'memory://', port: 0 };
  server = await listen({ config, logger: createLogger('silent') });
}, 120_000);
afterAll(() => server.close());

async function post<T>(path: string, token?: string, body: unknown = {}) {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-locale': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as { success: boolean; data: T }) };
}

async function logIn(): Promise<string> {
  const answer = await post<{ token: string }>('/auth/login', undefined, {
    username: 'demo',
    password: 'demo123',
  });
  return answer.data.token;
}

function connect(accessToken: () => Promise<string>): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${server.url}/hub/frnotify`, {
      accessTokenFactory: accessToken,
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      // Under Node the library sends the token as a Bearer header through the `ws` package (a
      // browser puts it in the address as access_token); the hub reads either.
    })
    .configureLogging(LogLevel.None)
    .build();
}

const hubTokenOf = (session: string) => async () =>
  (await post<{ token: string }>('/auth/hubtoken', session)).data.token;

describe('the hub through the server', () => {
  it('opens with a hub token and delivers a notification created for the player', async () => {
    const session = await logIn();
    const connection = connect(hubTokenOf(session));
    const received = new Promise<unknown[]>((resolve) =>
      connection.on('NotifyMessage', (...args: unknown[]) => resolve(args)),
    );
    await connection.start();
    const { services } = server.booted;
    const demo = await services.db
      .selectFrom('players')
      .select('id')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    await notify(services, demo.id, { type: 1, title: 'Deposit confirmed', note: '₺500.00' });
    const [command, message] = await received;
    expect(command).toBe('Notification');
    expect(message).toMatchObject({ title: 'Deposit confirmed', note: '₺500.00', isRead: false });
    await connection.stop();
  });

  it('refuses the session token itself and a forged hub token', async () => {
    const session = await logIn();
    await expect(connect(async () => session).start()).rejects.toThrow();
    const forged = (await hubTokenOf(session)()).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await expect(connect(async () => forged).start()).rejects.toThrow();
  });

  it('gives no hub token without a session', async () => {
    expect(await post('/auth/hubtoken')).toMatchObject({ status: 401, success: false });
  });

  it('closes the connection with its reason when the session ends', async () => {
    const session = await logIn();
    const connection = connect(hubTokenOf(session));
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();
    const logout = await fetch(`${server.url}/api/auth/logout`, {
      headers: { authorization: `Bearer ${session}`, 'x-locale': 'en' },
    });
    expect(logout.status).toBe(200);
    expect((await closed)?.message).toMatch(/logout/i);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    // The ended session gets no new hub token.
    expect(await post('/auth/hubtoken', session)).toMatchObject({ status: 401 });
  });
});
