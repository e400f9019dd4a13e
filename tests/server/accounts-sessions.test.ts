// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
// Starting a migrated, seeded database takes a few seconds (longer on a busy machine).
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const DAY = 86_400_000;
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

interface PlayerSession {
  id: number;
  loginTime: string;
  logoutTime?: string | null;
  ip: string;
  device: string;
  browser: string;
  current: boolean;
}

const balance = (token: string) =>
  server.call('/user/balance', undefined, { token, method: 'GET' });

/** A login from a browser the session history can name. */
async function loginFrom(agent: string, username = 'demo', password = 'demo123') {
  const response = await server.app.request('/api/auth/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': agent,
      'x-forwarded-for': '198.51.100.9, 203.0.113.77',
    },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const history = (token: string, body: Record<string, unknown> = {}) =>
  server.call<{ items: PlayerSession[]; total: number }>(
    '/customer/sessions',
    {
      from: new Date(server.clock.now.getTime() - 364 * DAY).toISOString(),
      to: new Date(server.clock.now.getTime() + 60_000).toISOString(),
      skip: 0,
      take: 100,
      ...body,
    },
    { token },
  );

describe('logout', () => {
  it("ends the request's session: its token is then a 401 and its hub connection closes", async () => {
    const token = await server.login();
    const other = await server.login();
    const answer = await server.call('/auth/logout', undefined, { token, method: 'GET' });
    expect(answer).toMatchObject({
      status: 200,
      success: true,
      message: 'You are logged out.',
      data: null,
    });
    expect(
      (await server.call('/auth/logout', undefined, { token, method: 'GET', locale: 'tr' })).status,
    ).toBe(401);
    expect((await balance(token)).status).toBe(401);
    expect(server.closedSessions.at(-1)?.reason).toBe('logout');
    // The player's other device stays logged in.
    expect((await balance(other)).status).toBe(200);
  });

  it('answers in Turkish', async () => {
    const token = await server.login();
    const answer = await server.call('/auth/logout', undefined, {
      token,
      method: 'GET',
      locale: 'tr',
    });
    expect(answer.message).toBe('Çıkış yapıldı.');
  });

  it('is 401 without a session', async () => {
    expect((await server.call('/auth/logout', undefined, { method: 'GET' })).status).toBe(401);
  });
});

describe('changePassword', () => {
  it('refuses a wrong current password and mismatched new ones', async () => {
    const token = await server.login('yeni', 'yeni123');
    const wrong = await server.call(
      '/customer/changepassword',
      { oldPassword: 'nope123', password: 'brand-new1', confirmPassword: 'brand-new1' },
      { token },
    );
    expect(wrong).toMatchObject({ success: false, message: 'Your current password is wrong.' });
    const tr = await server.call(
      '/customer/changepassword',
      { oldPassword: 'nope123', password: 'brand-new1', confirmPassword: 'brand-new1' },
      { token, locale: 'tr' },
    );
    expect(tr.message).toBe('Mevcut şifreniz hatalı.');
    const mismatch = await server.call(
      '/customer/changepassword',
      { oldPassword: 'yeni123', password: 'brand-new1', confirmPassword: 'brand-new2' },
      { token },
    );
    expect(mismatch).toMatchObject({ success: false, message: 'The passwords do not match.' });
    expect(await server.login('yeni', 'yeni123')).toBeTruthy();
  });

  it("changes it and ends the player's other sessions, not this one", async () => {
    const token = await server.login('yeni', 'yeni123');
    const elsewhere = await server.login('yeni', 'yeni123');
    const demo = await server.login();
    const answer = await server.call(
      '/customer/changepassword',
      { oldPassword: 'yeni123', password: 'brand-new1', confirmPassword: 'brand-new1' },
      { token },
    );
    expect(answer).toMatchObject({ success: true, message: 'Your password has been changed.' });
    expect((await balance(token)).status).toBe(200);
    expect((await balance(elsewhere)).status).toBe(401);
    expect((await balance(demo)).status).toBe(200);
    await expect(server.login('yeni', 'yeni123')).rejects.toThrow(/refused/);
    expect(await server.login('yeni', 'brand-new1')).toBeTruthy();
    const tr = await server.call(
      '/customer/changepassword',
      { oldPassword: 'brand-new1', password: 'brand-new2', confirmPassword: 'brand-new2' },
      { token, locale: 'tr' },
    );
    expect(tr).toMatchObject({ success: true, message: 'Şifreniz değiştirildi.' });
  });

  it('is 401 without a session', async () => {
    const answer = await server.call('/customer/changepassword', {
      oldPassword: 'yeni123',
      password: 'brand-new1',
      confirmPassword: 'brand-new1',
    });
    expect(answer.status).toBe(401);
  });
});

describe('getSessionHistory', () => {
  it("lists demo's seeded past sessions and this one, marked current, newest first", async () => {
    const token = await loginFrom(CHROME_ON_WINDOWS);
    const answer = await history(token);
    expect(answer).toMatchObject({ status: 200, success: true });
    const { items, total } = answer.data;
    expect(total).toBeGreaterThan(30);
    expect(items[0]).toMatchObject({
      logoutTime: null,
      ip: '203.0.113.77',
      device: 'Windows',
      browser: 'Chrome 142',
      current: true,
    });
    expect(items.filter((item) => item.current)).toHaveLength(1);
    // The seeded ones, the same as the mock's (from 198.51.100.x, each with a logout time).
    const seeded = items.filter((item) => item.ip.startsWith('198.51.100.'));
    expect(seeded.length).toBeGreaterThan(20);
    expect(seeded.every((item) => !item.current && item.logoutTime?.endsWith('Z'))).toBe(true);
    expect(seeded.map((item) => item.device)).toContain('iPhone (iOS 18)');
    expect(Math.min(...seeded.map((item) => item.id))).toBeGreaterThan(5000);
    const times = items.map((item) => item.loginTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with the period total, and shows only the player own sessions', async () => {
    const token = await server.login();
    const first = await history(token, { skip: 0, take: 3 });
    const second = await history(token, { skip: 3, take: 3 });
    expect(first.data.items).toHaveLength(3);
    expect(second.data.total).toBe(first.data.total);
    expect(second.data.items[0]?.id).not.toBe(first.data.items[2]?.id);
    const yeni = await server.login('yeni', 'brand-new2');
    const own = await history(yeni);
    const yeniId = (
      await server.services.db
        .selectFrom('players')
        .select('id')
        .where('username', '=', 'yeni')
        .executeTakeFirstOrThrow()
    ).id;
    const rows = await server.services.db
      .selectFrom('sessions')
      .select('id')
      .where('player_id', '=', yeniId)
      .execute();
    expect(own.data.items.map((item) => item.id).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('takes the sessions that began in the period only', async () => {
    const token = await server.login();
    const lastWeek = await history(token, {
      from: new Date(server.clock.now.getTime() - 7 * DAY).toISOString(),
    });
    const all = await history(token);
    expect(lastWeek.data.total).toBeLessThan(all.data.total);
    const start = server.clock.now.getTime() - 7 * DAY;
    expect(lastWeek.data.items.every((item) => Date.parse(item.loginTime) >= start)).toBe(true);
  });

  it('refuses a reversed period and one older than 12 months', async () => {
    const token = await server.login();
    const reversed = await history(token, {
      from: new Date(server.clock.now.getTime()).toISOString(),
      to: new Date(server.clock.now.getTime() - DAY).toISOString(),
    });
    expect(reversed).toMatchObject({
      success: false,
      message: 'The start date cannot be after the end date.',
    });
    const old = await history(token, {
      from: new Date(server.clock.now.getTime() - 400 * DAY).toISOString(),
    });
    expect(old).toMatchObject({
      success: false,
      message: 'History can be shown for at most the last 12 months.',
    });
    const tr = await server.call(
      '/customer/sessions',
      {
        from: new Date(server.clock.now.getTime() - 400 * DAY).toISOString(),
        to: server.clock.now.toISOString(),
        skip: 0,
        take: 20,
      },
      { token, locale: 'tr' },
    );
    expect(tr.message).toBe('Geçmiş en fazla 12 ay geriye kadar görüntülenebilir.');
  });

  it('is 401 without a session', async () => {
    expect((await history('nope')).status).toBe(401);
  });
});
