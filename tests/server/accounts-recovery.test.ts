// @vitest-environment node
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver } from '../../server/accounts/delivery.ts';
import { outboxRoutes } from '../../server/dev/outbox.ts';
import { createLogger } from '../../server/logger.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
// Starting a migrated, seeded database takes a few seconds (longer on a busy machine).
beforeAll(async () => {
  server = await startTestServer();
  outboxRoutes(server.app, server.services);
}, 60_000);
afterAll(() => server.close());

const MINUTE = 60_000;

/** The code in the newest message the outbox holds for the address. */
async function lastCode(recipient: string): Promise<string> {
  const row = await server.services.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)?.[1] ?? 'none';
}

const send = (username: string, locale: 'en' | 'tr' = 'en') =>
  server.call('/auth/sendresetpassword', { username }, { locale });
const check = (username: string, code: string, locale: 'en' | 'tr' = 'en') =>
  server.call('/auth/checkresetcode', { username, code }, { locale });
const change = (username: string, code: string, password: string, locale: 'en' | 'tr' = 'en') =>
  server.call(
    '/auth/changepasswordwithcode',
    { username, code, password, password2: password },
    { locale },
  );

describe('password reset', () => {
  it('goes from the mailed code to a new password, and ends the sessions', async () => {
    const before = await server.login('yeni', 'yeni123');
    const sent = await send('Yeni');
    expect(sent).toMatchObject({
      status: 200,
      success: true,
      message: 'A password reset code was sent to your e-mail address.',
    });
    const outbox = await server.services.db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ channel: 'mail', recipient: 'yeni@example.com' });
    expect(outbox.body).toMatch(/^Your password reset code: \d{6}\. It is valid for 15 minutes\.$/);
    const code = await lastCode('yeni@example.com');

    expect(await check('yeni', code)).toMatchObject({
      success: true,
      message: 'The code is correct.',
    });
    expect(await check('yeni', code, 'tr')).toMatchObject({
      success: true,
      message: 'Kod doğrulandı.',
    });
    expect(await change('yeni', code, 'fresh-pass1')).toMatchObject({
      success: true,
      message: 'Your password has been changed.',
    });

    expect(
      (await server.call('/user/balance', undefined, { token: before, method: 'GET' })).status,
    ).toBe(401);
    expect(server.closedSessions.at(-1)?.reason).toBe('password-reset');
    await expect(server.login('yeni', 'yeni123')).rejects.toThrow(/refused/);
    expect(await server.login('yeni', 'fresh-pass1')).toMatch(/^[\w-]{43}$/);

    // The code was used: it changes nothing again.
    const reused = await change('yeni', code, 'other-pass1');
    expect(reused).toMatchObject({
      success: false,
      message: 'This code is no longer valid. Please ask for a new one.',
    });
    expect((await change('yeni', code, 'other-pass1', 'tr')).message).toBe(
      'Bu kod artık geçerli değil. Lütfen yeni bir kod isteyin.',
    );
    expect((await check('yeni', code)).success).toBe(false);
  });

  it('refuses an unknown user name at step 1', async () => {
    expect(await send('kimsecik')).toMatchObject({
      success: false,
      message: 'No such user was found.',
    });
    expect((await send('kimsecik', 'tr')).message).toBe('Kullanıcı bulunamadı.');
  });

  it('refuses a wrong code, and spends the code after five wrong guesses', async () => {
    await send('demo');
    const code = await lastCode('demo@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await check('demo', wrong)).toMatchObject({
      success: false,
      message: 'The code is wrong.',
    });
    expect((await check('demo', wrong, 'tr')).message).toBe('Kod hatalı.');
    expect((await change('demo', wrong, 'whatever1')).message).toBe('The code is wrong.');
    expect((await check('demo', wrong)).message).toBe('The code is wrong.');
    // The fifth wrong guess spends it; the right code is then refused too.
    expect((await check('demo', wrong)).message).toBe(
      'This code is no longer valid. Please ask for a new one.',
    );
    expect((await check('demo', code)).message).toBe(
      'This code is no longer valid. Please ask for a new one.',
    );
    expect(await server.login('demo', 'demo123')).toBeTruthy();
  });

  it('refuses a code after 15 minutes', async () => {
    await send('demo');
    const code = await lastCode('demo@example.com');
    server.clock.advance(15 * MINUTE);
    expect(await check('demo', code)).toMatchObject({
      success: false,
      message: 'The password reset code has expired. Please try again.',
    });
    expect((await change('demo', code, 'whatever1', 'tr')).message).toBe(
      'Şifre sıfırlama kodunun süresi doldu. Lütfen tekrar deneyin.',
    );
  });

  it('counts only the newest code', async () => {
    server.clock.advance(60 * MINUTE);
    await send('demo');
    const first = await lastCode('demo@example.com');
    await send('demo');
    const second = await lastCode('demo@example.com');
    if (first !== second) expect((await check('demo', first)).success).toBe(false);
    expect((await check('demo', second)).success).toBe(true);
  });

  it('refuses mismatched new passwords and a code for another user', async () => {
    server.clock.advance(60 * MINUTE);
    await send('demo');
    const code = await lastCode('demo@example.com');
    const mismatch = await server.call('/auth/changepasswordwithcode', {
      username: 'demo',
      code,
      password: 'abcdef1',
      password2: 'abcdef2',
    });
    expect(mismatch).toMatchObject({ success: false, message: 'The passwords do not match.' });
    expect((await change('yeni', code, 'abcdef1')).success).toBe(false);
    expect((await change('nobody9', code, 'abcdef1')).message).toBe('The code is wrong.');
    expect(await server.login('demo', 'demo123')).toBeTruthy();
  });

  it('sends at most five codes an hour', async () => {
    server.clock.advance(60 * MINUTE);
    for (let count = 0; count < 5; count += 1) expect((await send('demo')).success).toBe(true);
    expect(await send('demo')).toMatchObject({
      success: false,
      message: 'Too many codes were asked for. Please try again later.',
    });
    expect((await send('demo', 'tr')).message).toBe(
      'Çok fazla kod istendi. Lütfen bir süre sonra tekrar deneyin.',
    );
    server.clock.advance(60 * MINUTE);
    expect((await send('demo')).success).toBe(true);
  });

  it('keeps the code only as an HMAC', async () => {
    const code = await lastCode('demo@example.com');
    const rows = await server.services.db.selectFrom('one_time_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });
});

describe('outbox', () => {
  it('lists the latest messages as JSON, newest first', async () => {
    const response = await server.app.request('/dev/outbox.json');
    expect(response.status).toBe(200);
    const messages = (await response.json()) as Array<Record<string, string>>;
    expect(messages.length).toBeGreaterThan(5);
    expect(messages.length).toBeLessThanOrEqual(50);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual([
      'body',
      'channel',
      'createdAt',
      'recipient',
    ]);
    expect(messages[0]?.body).toContain(await lastCode('demo@example.com'));
    const times = messages.map((message) => message.createdAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows them as an escaped page under a strict policy', async () => {
    await server.services.db
      .insertInto('outbox')
      .values({ channel: 'sms', recipient: '<b>905</b>', body: '<script>alert("x")</script> & co' })
      .execute();
    const response = await server.app.request('/dev/outbox');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(html).toContain('&lt;b&gt;905&lt;/b&gt;');
  });

  it('logs the recipient and the purpose, never the code, and keeps nothing in production', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const message = {
      channel: 'sms' as const,
      recipient: '905551112233',
      playerId: 1,
      purpose: 'phone verification',
      body: 'Your verification code: 424242.',
    };
    const count = async () =>
      (await server.services.db.selectFrom('outbox').select('id').execute()).length;
    const before = await count();
    await server.services.db
      .transaction()
      .execute((trx) => deliver({ ...server.services, logger }, trx, message));
    expect(await count()).toBe(before + 1);
    const production = {
      ...server.services,
      logger,
      config: { ...server.services.config, production: true },
    };
    await server.services.db.transaction().execute((trx) => deliver(production, trx, message));
    expect(await count()).toBe(before + 1);
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toContain('424242');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      recipient: '905551112233',
      purpose: 'phone verification',
    });
    expect(lines[1]).toMatch(/no SMS or mail provider is configured/);
  });

  it('mounts nothing in production', async () => {
    const { Hono } = await import('hono');
    const app = new Hono();
    outboxRoutes(app as never, {
      ...server.services,
      config: { ...server.services.config, production: true },
    });
    expect((await app.request('/dev/outbox.json')).status).toBe(404);
    expect((await app.request('/dev/outbox')).status).toBe(404);
  });
});
