// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../server/money/ledger.ts';
import {
  bonusCredits,
  bonusRows,
  expectBonusLedgerBalanced,
  newBonusPlayer,
} from './support/bonus-players.ts';
import { startBonusWorld, type BonusWorld } from './support/bonus-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// The offers listed, and bonus codes: each claimed once per player (the database's unique
// constraints), credited through the ledger with the claim, refused with its own message.

const DAY_MS = 86_400_000;

let server: TestServer;
let demo: BonusWorld['demo'];
setUpWorld(startBonusWorld, (world) => ({ server, demo } = world));

describe('getBonusOffers', () => {
  it('lists the seeded offers in the request language, open for 30 days', async () => {
    const en = await server.call<Array<Record<string, unknown>>>('/bonus/offers', undefined, {
      token: demo.token,
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
      { token: demo.token, method: 'GET', locale: 'tr' },
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
    const before = await balanceOf(server.services.db, demo.id);
    const pushedBefore = server.pushed.length;
    const answer = await server.call(
      '/bonus/claimcode',
      { code: 'hosGeldin50' },
      { token: demo.token },
    );
    expect(answer).toMatchObject({
      status: 200,
      success: true,
      message: 'HOSGELDIN50 (₺50.00) has been added to your account.',
      data: null,
    });
    expect(await balanceOf(server.services.db, demo.id)).toBe(before + 5000);
    const [row] = (await bonusRows(server, demo.id)).filter(
      (bonus) => bonus.name_tr === 'HOSGELDIN50',
    );
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
      playerId: demo.id,
      target: 'NotifyMessage',
      args: ['Notification', { type: 4, title: 'HOSGELDIN50', note: answer.message }],
    });
  });

  it('refuses the same code a second time, in Turkish and English, and changes nothing', async () => {
    const before = await balanceOf(server.services.db, demo.id);
    const rowsBefore = (await bonusRows(server, demo.id)).length;
    const en = await server.call(
      '/bonus/claimcode',
      { code: 'HOSGELDIN50' },
      { token: demo.token },
    );
    const tr = await server.call(
      '/bonus/claimcode',
      { code: 'hosgeldin50' },
      { token: demo.token, locale: 'tr' },
    );
    expect(en).toMatchObject({
      status: 200,
      success: false,
      message: 'You have already used this code.',
      data: null,
    });
    expect(tr).toMatchObject({ success: false, message: 'Bu bonus kodunu zaten kullandınız.' });
    expect(await balanceOf(server.services.db, demo.id)).toBe(before);
    expect(await bonusRows(server, demo.id)).toHaveLength(rowsBefore);
  });

  it('lets another player claim the same code once too', async () => {
    const other = await newBonusPlayer(server);
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
    expect(await bonusCredits(server, other.id)).toEqual({ count: 1, cents: 5000 });
  });

  it('gives one bonus and one credit for ten claims of a code at the same moment', async () => {
    const player = await newBonusPlayer(server);
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
    expect(await bonusRows(server, player.id)).toHaveLength(1);
    expect(await bonusCredits(server, player.id)).toEqual({ count: 1, cents: 10000 });
    expect(await balanceOf(server.services.db, player.id)).toBe(10000);
  });

  it('refuses an unknown code in Turkish and English', async () => {
    const before = await balanceOf(server.services.db, demo.id);
    const en = await server.call('/bonus/claimcode', { code: 'NOSUCH1' }, { token: demo.token });
    const tr = await server.call(
      '/bonus/claimcode',
      { code: 'NOSUCH1' },
      { token: demo.token, locale: 'tr' },
    );
    expect(en).toMatchObject({
      status: 200,
      success: false,
      message: 'This bonus code is not valid.',
    });
    expect(tr).toMatchObject({ success: false, message: 'Bu bonus kodu geçerli değil.' });
    expect(await balanceOf(server.services.db, demo.id)).toBe(before);
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
    const en = await server.call('/bonus/claimcode', { code: 'old2020' }, { token: demo.token });
    const tr = await server.call(
      '/bonus/claimcode',
      { code: 'OLD2020' },
      { token: demo.token, locale: 'tr' },
    );
    expect(en).toMatchObject({ success: false, message: 'This bonus code has expired.' });
    expect(tr).toMatchObject({ success: false, message: 'Bu bonus kodunun süresi doldu.' });
    expect(
      (await bonusRows(server, demo.id)).filter((bonus) => bonus.name_tr === 'OLD2020'),
    ).toEqual([]);
  });

  it('answers a code that breaks the contract with 400', async () => {
    const answer = await server.call('/bonus/claimcode', { code: 'a!' }, { token: demo.token });
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
        player_id: demo.id,
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

describe('the ledger after the claims', () => {
  it('balances: every bonus credited once, house:bonus paid exactly what players got', () =>
    expectBonusLedgerBalanced(server));
});
