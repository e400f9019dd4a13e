// @vitest-environment node
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { readConfig } from '../../server/config.ts';
import { listen, type Listening } from '../../server/listen.ts';
import { createLogger } from '../../server/logger.ts';

// Tokens never reach the logs. The whole server (the API and the hub on one port) logs at its
// most detailed level into a buffer while a player logs in (once with a wrong password), calls
// the API with the session's bearer token (and once with it in the address), and the hub is reached with tokens in its address
// (`?access_token=`, as a browser sends it): a valid hub token, the session's token and a made-up
// one. The log must show those requests by their paths and hold none of the secrets.
const PORT = 4313;
const lines: string[] = [];
let server: Listening;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config = { ...readConfig({}), dataDir: 'memory://', port: PORT };
  server = await listen({ config, logger: createLogger('trace', sink) });
}, 180_000);
afterAll(() => server.close());

async function post<T>(path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-locale': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; data: T };
}

/** Opens the hub with the token in its address; whether it was let in. */
function openHub(token: string): Promise<boolean> {
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}/hub/frnotify?id=abc&access_token=${encodeURIComponent(token)}`,
  );
  return new Promise((resolve) => {
    socket.once('open', () => {
      socket.close();
      resolve(true);
    });
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      socket.terminate();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the logs', () => {
  it('show requests by their paths and hold no token, password or code', async () => {
    const wrongPassword = 'Wrong-Password-Probe-31';
    expect((await post('/auth/login', { username: 'demo', password: wrongPassword })).success).toBe(
      false,
    );
    const session = (await post<{ token: string }>('/auth/login', {
      username: 'demo',
      password: 'demo123',
    })) as { success: boolean; data: { token: string } };
    expect(session.success).toBe(true);
    const token = session.data.token;

    const balance = await fetch(`${server.url}/api/user/balance`, {
      headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    });
    expect(balance.status).toBe(200);
    // A client that puts the token in an API address is logged by the path alone too.
    const inAddress = await fetch(`${server.url}/api/user/balance?access_token=${token}`);
    expect(inAddress.status).toBe(401);
    const hubToken = (await post<{ token: string }>('/auth/hubtoken', {}, token)).data.token;
    expect(hubToken).toBeTruthy();

    expect(await openHub(hubToken)).toBe(true);
    expect(await openHub(token)).toBe(false);
    const madeUp = 'Made-Up-Hub-Token-Probe-77';
    expect(await openHub(madeUp)).toBe(false);
    // Let the hub write what it logs of the closed connection.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const log = lines.join('');
    expect(log).toContain('"path":"/api/auth/login"');
    expect(log).toContain('"path":"/api/user/balance"');
    expect(log).toContain('"path":"/hub/frnotify"');
    expect(log).toContain('hub upgrade refused');
    for (const secret of [token, hubToken, madeUp, wrongPassword, 'demo123', 'access_token'])
      expect(log, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
  });
});
