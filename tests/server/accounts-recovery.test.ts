// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRoutes } from '../../server/dev/outbox.ts';
import { lastCodeSentTo } from './support/outbox-codes.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
// Starting a migrated, seeded database takes a few seconds (longer on a busy machine).
beforeAll(async () => {
  server = await startTestServer();
  outboxRoutes(server.app, server.services);
}, 60_000);
afterAll(() => server.close());

const MINUTE = 60_000;

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
    const code = await lastCodeSentTo(server, 'yeni@example.com');

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
    const code = await lastCodeSentTo(server, 'demo@example.com');
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
    const code = await lastCodeSentTo(server, 'demo@example.com');
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
    const first = await lastCodeSentTo(server, 'demo@example.com');
    await send('demo');
    const second = await lastCodeSentTo(server, 'demo@example.com');
    if (first !== second) expect((await check('demo', first)).success).toBe(false);
    expect((await check('demo', second)).success).toBe(true);
  });

  it('refuses mismatched new passwords and a code for another user', async () => {
    server.clock.advance(60 * MINUTE);
    await send('demo');
    const code = await lastCodeSentTo(server, 'demo@example.com');
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
    const code = await lastCodeSentTo(server, 'demo@example.com');
    const rows = await server.services.db.selectFrom('one_time_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });
});
