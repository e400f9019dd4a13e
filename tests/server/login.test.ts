// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('login', () => {
  it('opens a session for the demo player with the seeded balance', async () => {
    const answer = await server.call<{ token: string; username: string }>('/auth/login', {
      username: 'Demo',
      password: 'demo123',
    });
    expect(answer).toMatchObject({ status: 200, success: true, message: 'You are logged in.' });
    expect(answer.data.username).toBe('demo');
    expect(answer.data.token).toMatch(/^[\w-]{43}$/);
    const stored = await server.services.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(answer.data.token);
  });

  it('refuses a wrong password in the request language, the same as an unknown name', async () => {
    const wrong = await server.call(
      '/auth/login',
      { username: 'demo', password: 'nope123' },
      { locale: 'tr' },
    );
    const unknown = await server.call(
      '/auth/login',
      { username: 'kimse', password: 'nope123' },
      { locale: 'tr' },
    );
    expect(wrong).toMatchObject({
      status: 200,
      success: false,
      message: 'Kullanıcı adı veya şifre hatalı.',
    });
    expect(unknown.message).toBe(wrong.message);
  });

  it('answers a body that breaks the contract with 400 in the envelope', async () => {
    const answer = await server.call('/auth/login', { username: '' });
    expect(answer).toMatchObject({ status: 400, success: false, data: null });
    expect(answer.message).toMatch(/username/);
  });
});
