// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeSentTo } from './support/outbox-codes.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
// Starting a migrated, seeded database takes a few seconds (longer on a busy machine).
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const MINUTE = 60_000;

describe('updatePhone', () => {
  it('texts a code to the new phone, then verifies the phone with it', async () => {
    const token = await server.login('yeni', 'yeni123');
    const sent = await server.call(
      '/customer/updatephone',
      { step: 1, phone: '905301112233' },
      { token },
    );
    expect(sent).toMatchObject({
      success: true,
      message: 'A verification code was sent to 905301112233.',
    });
    const code = await lastCodeSentTo(server, '905301112233');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await server.call(
      '/customer/updatephone',
      { step: 2, phone: '905301112233', code: wrong },
      { token },
    );
    expect(refused).toMatchObject({ success: false, message: 'The verification code is wrong.' });
    const tr = await server.call(
      '/customer/updatephone',
      { step: 2, phone: '905301112233', code: wrong },
      { token, locale: 'tr' },
    );
    expect(tr.message).toBe('Doğrulama kodu hatalı.');
    // The right code for another phone does not verify it.
    const elsewhere = await server.call(
      '/customer/updatephone',
      { step: 2, phone: '905309998877', code },
      { token },
    );
    expect(elsewhere.success).toBe(false);
    const verified = await server.call(
      '/customer/updatephone',
      { step: 2, phone: '905301112233', code },
      { token },
    );
    expect(verified).toMatchObject({ success: true, message: 'Your phone number is verified.' });
    const player = await server.services.db
      .selectFrom('players')
      .select(['phone', 'sms_verified'])
      .where('username', '=', 'yeni')
      .executeTakeFirstOrThrow();
    expect(player).toEqual({ phone: '905301112233', sms_verified: true });
    const again = await server.login('yeni', 'yeni123');
    expect(again).toBeTruthy();
    const reused = await server.call(
      '/customer/updatephone',
      { step: 2, phone: '905301112233', code },
      { token },
    );
    expect(reused).toMatchObject({
      success: false,
      message: 'This verification code is no longer valid. Please ask for a new one.',
    });
  });

  it('answers in Turkish at step 1', async () => {
    const token = await server.login('yeni', 'yeni123');
    const sent = await server.call(
      '/customer/updatephone',
      { step: 1, phone: '905301112233' },
      { token, locale: 'tr' },
    );
    expect(sent.message).toBe('Doğrulama kodu 905301112233 numarasına gönderildi.');
    expect(
      (
        await server.services.db
          .selectFrom('outbox')
          .select('body')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).body,
    ).toMatch(/^Doğrulama kodunuz: \d{6}\. Kod 5 dakika geçerlidir\.$/);
  });

  it('refuses a code after 5 minutes', async () => {
    const token = await server.login('yeni', 'yeni123');
    await server.call('/customer/updatephone', { step: 1, phone: '905301112244' }, { token });
    const code = await lastCodeSentTo(server, '905301112244');
    server.clock.advance(5 * MINUTE);
    const expired = await server.call(
      '/customer/updatephone',
      { step: 2, phone: '905301112244', code },
      { token },
    );
    expect(expired).toMatchObject({
      success: false,
      message: 'The verification code has expired. Please ask for a new one.',
    });
    const tr = await server.call(
      '/customer/updatephone',
      { step: 2, phone: '905301112244', code },
      { token, locale: 'tr' },
    );
    expect(tr.message).toBe('Doğrulama kodunun süresi doldu. Lütfen yeni bir kod isteyin.');
  });

  it('answers step 2 without a code with 400, and no session with 401', async () => {
    const token = await server.login('yeni', 'yeni123');
    const missing = await server.call(
      '/customer/updatephone',
      { step: 2, phone: '905301112233' },
      { token },
    );
    expect(missing).toMatchObject({ status: 400, success: false });
    expect(missing.message).toMatch(/code/);
    expect(
      (await server.call('/customer/updatephone', { step: 1, phone: '905301112233' })).status,
    ).toBe(401);
  });
});

describe('secrets', () => {
  it('keeps no password, token or code in clear anywhere but the outbox', async () => {
    const password = 'Cleartext-Probe-77';
    const registered = await server.call<{ token: string }>('/auth/register', {
      name: 'Gizli',
      surname: 'Oyuncu',
      username: 'gizlioyuncu',
      email: 'gizli@example.com',
      phone: '905001234567',
      country: 1,
      currencyId: 1,
      birthDate: '1990-05-17',
      birthDateDay: '17',
      birthDateMonth: '05',
      birthDateYear: '1990',
      trialBonus: false,
      password,
      password2: password,
    });
    const token = registered.data.token;
    await server.call('/customer/updatephone', { step: 1, phone: '905001234567' }, { token });
    const smsCode = await lastCodeSentTo(server, '905001234567');
    await server.call('/auth/sendresetpassword', { username: 'gizlioyuncu' });
    const resetRow = await server.services.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'gizli@example.com')
      .executeTakeFirstOrThrow();
    const resetCode = /\b(\d{6})\b/.exec(resetRow.body)?.[1] ?? 'none';

    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(server.services.db);
    const names = tables.rows.map((row) => row.table_name).filter((name) => name !== 'outbox');
    expect(names).toEqual(expect.arrayContaining(['players', 'sessions', 'one_time_codes']));
    for (const name of names) {
      const rows = await sql`select * from ${sql.table(name)}`.execute(server.services.db);
      const text = JSON.stringify(rows.rows);
      for (const secret of [password, token])
        expect(text.includes(secret), `${name} holds a secret in clear`).toBe(false);
      // Six digits may be some other table's number (an id, an amount): there a code in clear
      // is a whole text value; in the account tables it is anywhere.
      const accounts = ['players', 'sessions', 'one_time_codes'].includes(name);
      for (const code of [smsCode, resetCode])
        expect(text.includes(accounts ? code : `"${code}"`), `${name} holds a code`).toBe(false);
    }
  });
});
