// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer } from '../../server/accounts/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
// Starting a migrated, seeded database takes a few seconds (longer on a busy machine).
beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-24T12:00:00Z') });
}, 60_000);
afterAll(() => server.close());

interface Session {
  token: string;
  username: string;
  usercode: string;
  balance: number;
  phone: string;
  smsVerified: boolean;
}

const form = (fields: Record<string, unknown> = {}) => ({
  name: 'Ayşe Nur',
  surname: 'Çelik',
  username: 'aysecelik',
  email: 'ayse@example.com',
  phone: '905439876543',
  country: 1,
  currencyId: 1,
  birthDate: '1994-03-07',
  birthDateDay: '07',
  birthDateMonth: '03',
  birthDateYear: '1994',
  trialBonus: true,
  password: 'Kara2026!',
  password2: 'Kara2026!',
  ...fields,
});

describe('getRegisterForm', () => {
  it('answers the countries kept in the database, Türkiye first', async () => {
    const answer = await server.call<{ countries: Array<{ id: number; name: string }> }>(
      '/auth/form',
      undefined,
      { method: 'GET' },
    );
    expect(answer).toMatchObject({ status: 200, success: true });
    expect(answer.data.countries).toHaveLength(5);
    expect(answer.data.countries[0]).toEqual({ id: 1, name: 'Türkiye' });
    await server.services.db
      .insertInto('countries')
      .values({ id: 90, name: 'Gürcistan' })
      .execute();
    const again = await server.call<{ countries: Array<{ name: string }> }>(
      '/auth/form',
      undefined,
      {
        method: 'GET',
      },
    );
    expect(again.data.countries.map((country) => country.name)).toContain('Gürcistan');
    await server.services.db.deleteFrom('countries').where('id', '=', 90).execute();
  });
});

describe('register', () => {
  it('creates the player with a wallet at zero and a session; another client logs in', async () => {
    const answer = await server.call<Session>('/auth/register', form());
    expect(answer).toMatchObject({
      status: 200,
      success: true,
      message: 'You are registered. Welcome!',
    });
    expect(answer.data).toMatchObject({
      username: 'aysecelik',
      balance: 0,
      phone: '905439876543',
      smsVerified: false,
      betsyCid: null,
    });
    expect(answer.data.usercode).toMatch(/^\d{8}$/);
    const player = await server.services.db
      .selectFrom('players')
      .selectAll()
      .where('username', '=', 'aysecelik')
      .executeTakeFirstOrThrow();
    expect(player).toMatchObject({ name: 'Ayşe Nur', country_id: 1, locale: 'en' });
    expect(player.password_hash).toMatch(/^\$argon2id\$/);
    const wallet = await server.services.db
      .selectFrom('accounts')
      .select('balance')
      .where('player_id', '=', player.id)
      .where('code', '=', 'wallet')
      .executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(0);

    // The token works at once, and a second login (another device) sees the same balance.
    const balance = await server.call<{ balance: number }>('/user/balance', undefined, {
      token: answer.data.token,
      method: 'GET',
    });
    expect(balance).toMatchObject({ status: 200, success: true, data: { balance: 0 } });
    const second = await server.call<Session>('/auth/login', {
      username: 'AyseCelik',
      password: 'Kara2026!',
    });
    expect(second).toMatchObject({ success: true, data: { username: 'aysecelik', balance: 0 } });
    expect(second.data.usercode).toBe(answer.data.usercode);
    expect(second.data.token).not.toBe(answer.data.token);
    const open = await server.services.db
      .selectFrom('sessions')
      .select('id')
      .where('player_id', '=', player.id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toHaveLength(2);
  });

  it('refuses a user name taken in any case, in the request language', async () => {
    const en = await server.call('/auth/register', form({ username: 'DEMO1', email: 'x@y.com' }));
    expect(en.success).toBe(true);
    const taken = await server.call('/auth/register', form({ username: 'Demo1' }));
    expect(taken).toMatchObject({
      status: 200,
      success: false,
      message: 'This username is already taken.',
      data: null,
    });
    const tr = await server.call('/auth/register', form({ username: 'demo1' }), { locale: 'tr' });
    expect(tr.message).toBe('Bu kullanıcı adı zaten kullanılıyor.');
  });

  it('keeps one player when the same name is created twice at once', async () => {
    const fields = {
      username: 'Twice',
      passwordHash: 'x',
      name: 'A',
      surname: 'B',
      email: 'a@b.c',
      phone: '905',
      birthDate: '1990-01-01',
      countryId: 1,
      locale: 'tr' as const,
      createdAt: server.clock.now,
    };
    expect(await createPlayer(server.services.db, fields)).toMatchObject({ username: 'Twice' });
    expect(await createPlayer(server.services.db, { ...fields, username: 'twice' })).toBeNull();
  });

  it('refuses passwords that do not match', async () => {
    const answer = await server.call(
      '/auth/register',
      form({ username: 'mismatch1', password2: 'other123' }),
    );
    expect(answer).toMatchObject({ success: false, message: 'The passwords do not match.' });
    const tr = await server.call(
      '/auth/register',
      form({ username: 'mismatch1', password2: 'other123' }),
      { locale: 'tr' },
    );
    expect(tr.message).toBe('Şifreler eşleşmiyor.');
  });

  it('refuses a birth date that is not a day or disagrees with its parts', async () => {
    // A day that does not exist breaks the contract's date format already.
    const feb30 = { birthDate: '1994-02-30', birthDateDay: '30', birthDateMonth: '02' };
    expect(
      (await server.call('/auth/register', form({ username: 'birthday1', ...feb30 }))).status,
    ).toBe(400);
    for (const fields of [
      { birthDate: '1994-03-08' },
      { birthDate: '1899-12-31', birthDateDay: '31', birthDateMonth: '12', birthDateYear: '1899' },
      { birthDate: '2030-01-01', birthDateDay: '01', birthDateMonth: '01', birthDateYear: '2030' },
    ]) {
      const answer = await server.call(
        '/auth/register',
        form({ username: 'birthday1', ...fields }),
      );
      expect(answer.message ?? `${fields.birthDate} accepted`).toBe('The birth date is not valid.');
    }
    const tr = await server.call(
      '/auth/register',
      form({ username: 'birthday1', birthDate: '1994-03-08' }),
      {
        locale: 'tr',
      },
    );
    expect(tr.message).toBe('Doğum tarihi geçersiz.');
  });

  it('refuses a player under 18 on the day before their 18th birthday, not on it', async () => {
    // Now is 24.11.2026 15:00 in Istanbul.
    const young = {
      birthDate: '2008-11-25',
      birthDateDay: '25',
      birthDateMonth: '11',
      birthDateYear: '2008',
    };
    const answer = await server.call('/auth/register', form({ username: 'young1', ...young }));
    expect(answer).toMatchObject({
      success: false,
      message: 'You must be 18 or older to register.',
    });
    const tr = await server.call('/auth/register', form({ username: 'young1', ...young }), {
      locale: 'tr',
    });
    expect(tr.message).toBe('Kayıt olmak için 18 yaşından büyük olmalısınız.');
    const adult = { ...young, birthDate: '2008-11-24', birthDateDay: '24' };
    expect(
      (await server.call('/auth/register', form({ username: 'young1', ...adult }))).success,
    ).toBe(true);
  });

  it('refuses a country the form does not offer', async () => {
    const answer = await server.call('/auth/register', form({ username: 'nowhere1', country: 99 }));
    expect(answer).toMatchObject({ success: false, message: 'The selected country is not valid.' });
    const tr = await server.call('/auth/register', form({ username: 'nowhere1', country: 99 }), {
      locale: 'tr',
    });
    expect(tr.message).toBe('Seçilen ülke geçersiz.');
  });

  it('answers a body that breaks the contract with 400', async () => {
    const answer = await server.call('/auth/register', form({ username: 'bad name' }));
    expect(answer).toMatchObject({ status: 400, success: false, data: null });
    expect(answer.message).toMatch(/username/);
  });
});

describe('getBalance', () => {
  it("answers the player's wallet from the ledger", async () => {
    const token = await server.login();
    const answer = await server.call('/user/balance', undefined, { token, method: 'GET' });
    expect(answer).toMatchObject({ status: 200, success: true, data: { balance: 1250.75 } });
  });

  it('is 401 without a session', async () => {
    const answer = await server.call('/user/balance', undefined, { method: 'GET' });
    expect(answer.status).toBe(401);
    const stale = await server.call('/user/balance', undefined, { token: 'nope', method: 'GET' });
    expect(stale.status).toBe(401);
  });
});
