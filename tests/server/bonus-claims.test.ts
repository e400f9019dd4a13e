// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings } from '../../server/content/settings.ts';
import { balanceOf } from '../../server/money/ledger.ts';
import { hashPassword } from '../../server/security/passwords.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Offers, bonus codes and the trial bonus: each claimed once per player (the database's unique
// constraints), credited through the ledger with the claim, refused with its own message.

let server: TestServer;
let demoToken: string;
let demoId: number;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.login();
  demoId = await playerIdOf('demo');
  // Opening an embedded database takes a while on a busy machine.
}, 120_000);
afterAll(() => server.close());

async function playerIdOf(username: string): Promise<number> {
  const row = await server.services.db
    .selectFrom('players')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

let created = 0;
/** A new player with no history, logged in. */
async function newPlayer(): Promise<{ id: number; token: string }> {
  created += 1;
  const username = `bonusplayer${created}`;
  await server.services.db
    .insertInto('players')
    .values({
      username,
      password_hash: await hashPassword('secret123'),
      usercode: `2000000${created}`,
      name: 'Test',
      surname: 'Player',
      email: `${username}@example.com`,
      phone: `90555000000${created}`,
      sms_verified: true,
    })
    .execute();
  return { id: await playerIdOf(username), token: await server.login(username, 'secret123') };
}

/** The bonus credits of a player in the ledger, in cents. */
async function bonusCredits(playerId: number): Promise<{ count: number; cents: number }> {
  const row = await server.services.db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select(({ fn }) => [fn.countAll<number>().as('count'), fn.sum<number>('e.amount').as('cents')])
    .where('t.kind', '=', 'bonus')
    .where('a.player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), cents: Number(row.cents ?? 0) };
}

async function bonusRows(playerId: number) {
  return server.services.db
    .selectFrom('player_bonuses')
    .selectAll()
    .where('player_id', '=', playerId)
    .execute();
}

describe('getBonusOffers', () => {
  it('lists the seeded offers in the request language, open for 30 days', async () => {
    const en = await server.call<Array<Record<string, unknown>>>('/bonus/offers', undefined, {
      token: demoToken,
      method: 'GET',
    });
    expect(en).toMatchObject({ status: 200, success: true, message: null });
    expect(en.data.map((offer) => offer.id)).toEqual([41, 42, 43]);
    expect(en.data[0]).toMatchObject({
      title: '50% Deposit Bonus',
      amount: null,
      percentage: 50,
      minDeposit: 100,
    });
    expect(en.data[1]).toMatchObject({ title: '₺25 Cashback Bonus', amount: 25, percentage: null });
    const end = Date.parse(String(en.data[0]?.expiresAt));
    expect(end - server.clock.now.getTime()).toBeGreaterThan(29 * DAY_MS);
    const tr = await server.call<Array<{ title: string; description: string }>>(
      '/bonus/offers',
      undefined,
      { token: demoToken, method: 'GET', locale: 'tr' },
    );
    expect(tr.data[2]).toMatchObject({
      title: '20 Freespin',
      description: '<p>Sweet Bonanza oyununda <em>20 freespin</em>.</p>',
    });
  });

  it('needs a session', async () => {
    const answer = await server.call('/bonus/offers', undefined, { method: 'GET' });
    expect(answer).toMatchObject({ status: 401, success: false });
  });
});

describe('claimBonusCode', () => {
  it('gives the bonus of a code typed in any case, credits it and tells the player', async () => {
    const before = await balanceOf(server.services.db, demoId);
    const pushedBefore = server.pushed.length;
    const answer = await server.call(
      '/bonus/claimcode',
      { code: 'hosGeldin50' },
      { token: demoToken },
    );
    expect(answer).toMatchObject({
      status: 200,
      success: true,
      message: 'HOSGELDIN50 (₺50.00) has been added to your account.',
      data: null,
    });
    expect(await balanceOf(server.services.db, demoId)).toBe(before + 5000);
    const [row] = (await bonusRows(demoId)).filter((bonus) => bonus.name_tr === 'HOSGELDIN50');
    expect(row).toMatchObject({
      amount_cents: 5000,
      status: 1,
      wagered_cents: 0,
      wagering_required_cents: 50000,
    });
    expect(row?.ledger_transaction_id).not.toBeNull();
    const pushed = server.pushed.slice(pushedBefore);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      playerId: demoId,
      target: 'NotifyMessage',
      args: ['Notification', { type: 4, title: 'HOSGELDIN50', note: answer.message }],
    });
  });

  it('refuses the same code a second time, in Turkish and English, and changes nothing', async () => {
    const before = await balanceOf(server.services.db, demoId);
    const rowsBefore = (await bonusRows(demoId)).length;
    const en = await server.call('/bonus/claimcode', { code: 'HOSGELDIN50' }, { token: demoToken });
    const tr = await server.call(
      '/bonus/claimcode',
      { code: 'hosgeldin50' },
      { token: demoToken, locale: 'tr' },
    );
    expect(en).toMatchObject({
      status: 200,
      success: false,
      message: 'You have already used this code.',
      data: null,
    });
    expect(tr).toMatchObject({ success: false, message: 'Bu bonus kodunu zaten kullandınız.' });
    expect(await balanceOf(server.services.db, demoId)).toBe(before);
    expect(await bonusRows(demoId)).toHaveLength(rowsBefore);
  });

  it('lets another player claim the same code once too', async () => {
    const other = await newPlayer();
    const answer = await server.call(
      '/bonus/claimcode',
      { code: 'HOSGELDIN50' },
      { token: other.token, locale: 'tr' },
    );
    expect(answer).toMatchObject({
      success: true,
      message: 'HOSGELDIN50 (₺50,00) hesabınıza tanımlandı.',
    });
    expect(await balanceOf(server.services.db, other.id)).toBe(5000);
    expect(await bonusCredits(other.id)).toEqual({ count: 1, cents: 5000 });
  });

  it('gives one bonus and one credit for ten claims of a code at the same moment', async () => {
    const player = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        server.call(
          '/bonus/claimcode',
          { code: index % 2 ? 'ROYAL100' : 'royal100' },
          { token: player.token },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.success).map((answer) => answer.message)).toEqual(
      Array(9).fill('You have already used this code.'),
    );
    expect(await bonusRows(player.id)).toHaveLength(1);
    expect(await bonusCredits(player.id)).toEqual({ count: 1, cents: 10000 });
    expect(await balanceOf(server.services.db, player.id)).toBe(10000);
  });

  it('refuses an unknown code in Turkish and English', async () => {
    const before = await balanceOf(server.services.db, demoId);
    const en = await server.call('/bonus/claimcode', { code: 'NOSUCH1' }, { token: demoToken });
    const tr = await server.call(
      '/bonus/claimcode',
      { code: 'NOSUCH1' },
      { token: demoToken, locale: 'tr' },
    );
    expect(en).toMatchObject({
      status: 200,
      success: false,
      message: 'This bonus code is not valid.',
    });
    expect(tr).toMatchObject({ success: false, message: 'Bu bonus kodu geçerli değil.' });
    expect(await balanceOf(server.services.db, demoId)).toBe(before);
  });

  it('refuses a code past its end in Turkish and English', async () => {
    const { db } = server.services;
    const definition = await db
      .insertInto('bonus_definitions')
      .values({ key: 'code:OLD2020', name_tr: 'OLD2020', name_en: 'OLD2020', amount_cents: 2000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('bonus_codes')
      .values({
        code: 'OLD2020',
        definition_id: definition.id,
        expires_at: new Date(server.clock.now.getTime() - DAY_MS),
      })
      .execute();
    const en = await server.call('/bonus/claimcode', { code: 'old2020' }, { token: demoToken });
    const tr = await server.call(
      '/bonus/claimcode',
      { code: 'OLD2020' },
      { token: demoToken, locale: 'tr' },
    );
    expect(en).toMatchObject({ success: false, message: 'This bonus code has expired.' });
    expect(tr).toMatchObject({ success: false, message: 'Bu bonus kodunun süresi doldu.' });
    expect((await bonusRows(demoId)).filter((bonus) => bonus.name_tr === 'OLD2020')).toEqual([]);
  });

  it('answers a code that breaks the contract with 400', async () => {
    const answer = await server.call('/bonus/claimcode', { code: 'a!' }, { token: demoToken });
    expect(answer).toMatchObject({ status: 400, success: false, data: null });
  });

  it('keeps a code to one claim per player in the database itself', async () => {
    const { db } = server.services;
    const code = await db
      .selectFrom('bonus_codes')
      .select('id')
      .where('code', '=', 'HOSGELDIN50')
      .executeTakeFirstOrThrow();
    const twice = db
      .insertInto('player_bonuses')
      .values({
        player_id: demoId,
        code_id: code.id,
        name_tr: 'HOSGELDIN50',
        name_en: 'HOSGELDIN50',
        amount_cents: 5000,
        wagering_required_cents: 50000,
        awarded_at: server.clock.now,
      })
      .execute();
    await expect(twice).rejects.toThrow(/player_bonuses_code_once/);
  });
});

describe('claimBonus', () => {
  it('gives the offer, credits it, tells the player and takes it off the list', async () => {
    const player = await newPlayer();
    const pushedBefore = server.pushed.length;
    const answer = await server.call('/bonus/claim', { id: 42 }, { token: player.token });
    expect(answer).toMatchObject({
      status: 200,
      success: true,
      message: '₺25 Cashback Bonus (₺25.00) has been added to your account.',
    });
    expect(await balanceOf(server.services.db, player.id)).toBe(2500);
    expect(server.pushed.slice(pushedBefore)).toMatchObject([
      { playerId: player.id, args: ['Notification', { type: 4, title: '₺25 Cashback Bonus' }] },
    ]);
    const offers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: player.token,
      method: 'GET',
    });
    expect(offers.data.map((offer) => offer.id)).toEqual([41, 43]);
    // The percentage offer gives what the mock gives for it.
    const percent = await server.call(
      '/bonus/claim',
      { id: 41 },
      { token: player.token, locale: 'tr' },
    );
    expect(percent).toMatchObject({
      success: true,
      message: '%50 Yatırım Bonusu (₺250,00) hesabınıza tanımlandı.',
    });
    expect(await bonusCredits(player.id)).toEqual({ count: 2, cents: 27500 });
  });

  it('refuses an offer claimed already, in Turkish and English, and changes nothing', async () => {
    const player = await newPlayer();
    await server.call('/bonus/claim', { id: 43 }, { token: player.token });
    const before = await balanceOf(server.services.db, player.id);
    const en = await server.call('/bonus/claim', { id: 43 }, { token: player.token });
    const tr = await server.call('/bonus/claim', { id: 43 }, { token: player.token, locale: 'tr' });
    expect(en).toMatchObject({ success: false, message: 'You have already claimed this offer.' });
    expect(tr).toMatchObject({ success: false, message: 'Bu teklifi daha önce aldınız.' });
    expect(await balanceOf(server.services.db, player.id)).toBe(before);
    expect(await bonusRows(player.id)).toHaveLength(1);
  });

  it('refuses an unknown offer and another player’s offer with the same message', async () => {
    const { db } = server.services;
    const owner = await newPlayer();
    const definition = await db
      .insertInto('bonus_definitions')
      .values({ key: 'offer:personal', name_tr: 'Özel', name_en: 'Personal', amount_cents: 3000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offer = await db
      .insertInto('bonus_offers')
      .values({
        definition_id: definition.id,
        player_id: owner.id,
        title_tr: 'Özel Bonus',
        title_en: 'Personal Bonus',
        description_tr: '<p>Size özel.</p>',
        description_en: '<p>Just for you.</p>',
        amount_cents: 3000,
        expires_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await balanceOf(db, demoId);
    const theirs = await server.call('/bonus/claim', { id: offer.id }, { token: demoToken });
    const unknown = await server.call('/bonus/claim', { id: 999_999 }, { token: demoToken });
    const tr = await server.call(
      '/bonus/claim',
      { id: offer.id },
      { token: demoToken, locale: 'tr' },
    );
    expect(theirs).toMatchObject({
      success: false,
      message: 'This offer can no longer be claimed.',
    });
    expect(unknown.message).toBe(theirs.message);
    expect(tr).toMatchObject({ success: false, message: 'Bu teklif artık alınamaz.' });
    expect(await balanceOf(db, demoId)).toBe(before);
    const demoOffers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: demoToken,
      method: 'GET',
    });
    expect(demoOffers.data.map((item) => item.id)).not.toContain(offer.id);
    const ownerOffers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: owner.token,
      method: 'GET',
    });
    expect(ownerOffers.data.map((item) => item.id)).toContain(offer.id);
    const own = await server.call('/bonus/claim', { id: offer.id }, { token: owner.token });
    expect(own).toMatchObject({ success: true });
  });

  it('refuses an offer past its end in Turkish and English and no longer lists it', async () => {
    const { db } = server.services;
    const definition = await db
      .insertInto('bonus_definitions')
      .values({ key: 'offer:ended', name_tr: 'Bitti', name_en: 'Ended', amount_cents: 1000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offer = await db
      .insertInto('bonus_offers')
      .values({
        definition_id: definition.id,
        title_tr: 'Bitmiş Teklif',
        title_en: 'Ended Offer',
        description_tr: '<p>Bitti.</p>',
        description_en: '<p>Over.</p>',
        amount_cents: 1000,
        expires_at: new Date(server.clock.now.getTime() - 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const en = await server.call('/bonus/claim', { id: offer.id }, { token: demoToken });
    const tr = await server.call(
      '/bonus/claim',
      { id: offer.id },
      { token: demoToken, locale: 'tr' },
    );
    expect(en).toMatchObject({ success: false, message: 'This offer has expired.' });
    expect(tr).toMatchObject({ success: false, message: 'Bu teklifin süresi doldu.' });
    const offers = await server.call<Array<{ id: number }>>('/bonus/offers', undefined, {
      token: demoToken,
      method: 'GET',
    });
    expect(offers.data.map((item) => item.id)).not.toContain(offer.id);
  });

  it('gives one bonus for ten claims of an offer at the same moment', async () => {
    const player = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call('/bonus/claim', { id: 43 }, { token: player.token }),
      ),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(await bonusCredits(player.id)).toEqual({ count: 1, cents: 4000 });
  });
});

describe('defineTrialBonus', () => {
  it('credits the trial bonus once, in Turkish and English', async () => {
    const player = await newPlayer();
    const first = await server.call('/bonus/definetrialbonus', undefined, {
      token: player.token,
      method: 'GET',
    });
    expect(first).toMatchObject({
      status: 200,
      success: true,
      message: 'Your trial bonus has been added.',
      data: null,
    });
    expect(await balanceOf(server.services.db, player.id)).toBe(10000);
    const en = await server.call('/bonus/definetrialbonus', undefined, {
      token: player.token,
      method: 'GET',
    });
    const tr = await server.call('/bonus/definetrialbonus', undefined, {
      token: player.token,
      method: 'GET',
      locale: 'tr',
    });
    expect(en).toMatchObject({ success: false, message: 'The trial bonus was already given.' });
    expect(tr).toMatchObject({ success: false, message: 'Deneme bonusu daha önce tanımlandı.' });
    expect(await balanceOf(server.services.db, player.id)).toBe(10000);
    const flag = await server.services.db
      .selectFrom('players')
      .select('trial_bonus_defined')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(flag.trial_bonus_defined).toBe(true);
  });

  it('says it in Turkish and credits once for clicks at the same moment', async () => {
    const player = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.call('/bonus/definetrialbonus', undefined, {
          token: player.token,
          method: 'GET',
          locale: 'tr',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.success).map((answer) => answer.message)).toEqual([
      'Deneme bonusunuz hesabınıza tanımlandı.',
    ]);
    expect(await bonusCredits(player.id)).toEqual({ count: 1, cents: 10000 });
  });

  it('refuses a player whose phone is not verified, in both languages, and gives nothing', async () => {
    const player = await newPlayer();
    await server.services.db
      .updateTable('players')
      .set({ sms_verified: false })
      .where('id', '=', player.id)
      .execute();
    const en = await server.call('/bonus/definetrialbonus', undefined, {
      token: player.token,
      method: 'GET',
    });
    const tr = await server.call('/bonus/definetrialbonus', undefined, {
      token: player.token,
      method: 'GET',
      locale: 'tr',
    });
    expect(en).toMatchObject({
      success: false,
      message: 'Verify your phone number to get the trial bonus.',
    });
    expect(tr.message).toBe('Deneme bonusu için telefon numaranızı doğrulamanız gerekir.');
    expect(await bonusCredits(player.id)).toEqual({ count: 0, cents: 0 });
  });

  it('refuses when no trial bonus is offered, and gives nothing', async () => {
    const player = await newPlayer();
    await saveSettings(server.services.db, { trialBonusAmount: 0 });
    try {
      const en = await server.call('/bonus/definetrialbonus', undefined, {
        token: player.token,
        method: 'GET',
      });
      const tr = await server.call('/bonus/definetrialbonus', undefined, {
        token: player.token,
        method: 'GET',
        locale: 'tr',
      });
      expect(en).toMatchObject({
        success: false,
        message: 'No trial bonus is offered at the moment.',
      });
      expect(tr).toMatchObject({ success: false, message: 'Şu anda deneme bonusu sunulmuyor.' });
      expect(await balanceOf(server.services.db, player.id)).toBe(0);
    } finally {
      await saveSettings(server.services.db, { trialBonusAmount: 100 });
    }
  });

  it('needs a session', async () => {
    const answer = await server.call('/bonus/definetrialbonus', undefined, { method: 'GET' });
    expect(answer).toMatchObject({ status: 401, success: false });
  });
});

describe('the ledger after the claims', () => {
  it('balances: every bonus credited once, house:bonus paid exactly what players got', async () => {
    const { db } = server.services;
    const total = await sql<{
      sum: number | null;
    }>`select sum(amount) as sum from ledger_entries`.execute(db);
    expect(Number(total.rows[0]?.sum ?? 0)).toBe(0);
    const house = await db
      .selectFrom('accounts')
      .select('balance')
      .where('code', '=', 'house:bonus')
      .executeTakeFirstOrThrow();
    const credits = await db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select(({ fn }) => fn.sum<number>('e.amount').as('cents'))
      .where('t.kind', '=', 'bonus')
      .where('a.code', '=', 'wallet')
      .executeTakeFirstOrThrow();
    expect(house.balance).toBe(-Number(credits.cents));
    // Each bonus row points at its own credit of its amount; the trial bonuses are the rest.
    const rows = await db
      .selectFrom('player_bonuses as b')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 'b.ledger_transaction_id')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select(['b.amount_cents', 'e.amount', 'a.player_id', 'b.player_id as owner'])
      .where('a.code', '=', 'wallet')
      .execute();
    for (const row of rows) {
      expect(row.amount).toBe(row.amount_cents);
      expect(row.player_id).toBe(row.owner);
    }
    const bonuses = await db
      .selectFrom('player_bonuses')
      .select(({ fn }) => fn.sum<number>('amount_cents').as('cents'))
      .executeTakeFirstOrThrow();
    const trials = await db
      .selectFrom('players')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('trial_bonus_defined', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(credits.cents)).toBe(Number(bonuses.cents) + Number(trials.count) * 10000);
    // Bonus rows without a credit are only ones of amount 0.
    const uncredited = await db
      .selectFrom('player_bonuses')
      .select('id')
      .where('ledger_transaction_id', 'is', null)
      .where('amount_cents', '>', 0)
      .execute();
    expect(uncredited).toEqual([]);
  });
});
