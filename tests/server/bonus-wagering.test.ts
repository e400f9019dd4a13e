// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateWager } from '../../server/bonus/rules.ts';
import { recordWager } from '../../server/bonus/wagering.ts';
import { balanceOf } from '../../server/money/ledger.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// demo's seeded bonuses (every status) on the Bonuses page, and bets counting towards the
// wagering of the active ones until they are completed.

interface Bonus {
  id: number;
  name: string;
  amount: number;
  status: number;
  wagered: number;
  wageringRequired: number;
  awardedAt: string;
  expiresAt: string | null;
}

let server: TestServer;
let token: string;
let demoId: number;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  const demo = await server.services.db
    .selectFrom('players')
    .select('id')
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow();
  demoId = demo.id;
  // Opening an embedded database takes a while on a busy machine.
}, 120_000);
afterAll(() => server.close());

async function bonuses(locale: 'tr' | 'en' = 'en'): Promise<Bonus[]> {
  const answer = await server.call<Bonus[]>('/bonus/list', undefined, {
    token,
    method: 'GET',
    locale,
  });
  expect(answer).toMatchObject({ status: 200, success: true, message: null });
  return answer.data;
}

const byId = (list: Bonus[], id: number) => list.find((bonus) => bonus.id === id);

async function bet(cents: number): Promise<void> {
  await server.services.db
    .transaction()
    .execute((trx) => recordWager(trx, demoId, cents, server.clock.now));
}

describe('getBonuses', () => {
  it('shows demo’s seeded bonuses in every status, active first, newest first', async () => {
    const list = await bonuses('tr');
    expect(list.map((bonus) => [bonus.id, bonus.status])).toEqual([
      [3105, 1],
      [3104, 1],
      [3103, 2],
      [3102, 4],
      [3101, 3],
    ]);
    expect(byId(list, 3104)).toMatchObject({
      name: 'Hoş Geldin Bonusu',
      amount: 500,
      wagered: 1200,
      wageringRequired: 5000,
    });
    expect(byId(list, 3103)?.expiresAt).toBeNull();
    // Each seeded bonus was credited in the ledger; the opening balance still ends at ₺1.250,75.
    expect(await balanceOf(server.services.db, demoId)).toBe(125_075);
    const credited = await server.services.db
      .selectFrom('player_bonuses')
      .select('id')
      .where('player_id', '=', demoId)
      .where('ledger_transaction_id', 'is not', null)
      .execute();
    expect(credited).toHaveLength(5);
  });

  it('needs a session', async () => {
    const answer = await server.call('/bonus/list', undefined, { method: 'GET' });
    expect(answer).toMatchObject({ status: 401, success: false });
  });

  it('shows a bonus just claimed with nothing wagered yet', async () => {
    await server.call('/bonus/claimcode', { code: 'ROYAL100' }, { token });
    const royal = (await bonuses()).find((bonus) => bonus.name === 'ROYAL100');
    expect(royal).toMatchObject({ amount: 100, status: 1, wagered: 0, wageringRequired: 1000 });
    expect(Date.parse(royal?.expiresAt ?? '') - Date.parse(royal?.awardedAt ?? '')).toBe(
      30 * 24 * HOUR_MS,
    );
  });
});

describe('recordWager', () => {
  it('counts a bet towards the oldest active bonus', async () => {
    await bet(30_000);
    const list = await bonuses();
    expect(byId(list, 3104)).toMatchObject({ status: 1, wagered: 1500 });
    expect(byId(list, 3105)).toMatchObject({ status: 1, wagered: 2150 });
  });

  it('completes a bonus whose requirement is met and carries the rest to the next one', async () => {
    await bet(360_000);
    const list = await bonuses();
    expect(byId(list, 3104)).toMatchObject({ status: 2, wagered: 5000 });
    expect(byId(list, 3105)).toMatchObject({ status: 1, wagered: 2250 });
    const stored = await server.services.db
      .selectFrom('player_bonuses')
      .select('status')
      .where('id', '=', 3104)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(2);
    // Completed bonuses are past: active ones come first.
    expect(list.slice(0, 2).map((bonus) => bonus.status)).toEqual([1, 1]);
  });

  it('leaves past bonuses and other players alone', async () => {
    await bet(1_000);
    const list = await bonuses();
    expect(byId(list, 3103)).toMatchObject({ status: 2, wagered: 750 });
    expect(byId(list, 3102)).toMatchObject({ status: 4, wagered: 120 });
    expect(byId(list, 3101)).toMatchObject({ status: 3, wagered: 0 });
    const others = await server.services.db
      .selectFrom('player_bonuses')
      .select('id')
      .where('player_id', '<>', demoId)
      .where('wagered_cents', '>', 0)
      .execute();
    expect(others).toEqual([]);
  });

  it('moves no money: wagering changes only the bonus rows', async () => {
    const before = await server.services.db
      .selectFrom('ledger_transactions')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await bet(500);
    const after = await server.services.db
      .selectFrom('ledger_transactions')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('expires a bonus whose time is up; it takes nothing more', async () => {
    const before = byId(await bonuses(), 3105);
    server.clock.advance(6 * HOUR_MS);
    expect(byId(await bonuses(), 3105)).toMatchObject({ status: 4, wagered: before?.wagered });
    await bet(10_000);
    const list = await bonuses();
    expect(byId(list, 3105)).toMatchObject({ status: 4, wagered: before?.wagered });
    // The bet went to the next active bonus, ROYAL100.
    expect(list.find((bonus) => bonus.name === 'ROYAL100')).toMatchObject({
      status: 1,
      wagered: 100,
    });
    const stored = await server.services.db
      .selectFrom('player_bonuses')
      .select('status')
      .where('id', '=', 3105)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(4);
  });
});

describe('allocateWager', () => {
  const at = new Date('2026-11-20T12:00:00Z');
  it('fills the oldest first, carries what is left over, drops what no bonus needs', () => {
    expect(
      allocateWager(
        [
          { id: 1, wageredCents: 900, requiredCents: 1000, expiresAt: null },
          { id: 2, wageredCents: 0, requiredCents: 500, expiresAt: null },
        ],
        1000,
        at,
      ),
    ).toEqual([
      { id: 1, wageredCents: 1000, status: 2 },
      { id: 2, wageredCents: 500, status: 2 },
    ]);
  });

  it('skips an expired bonus and changes nothing for a bet of nothing', () => {
    const expired = { id: 1, wageredCents: 0, requiredCents: 1000, expiresAt: at };
    const open = { id: 2, wageredCents: 0, requiredCents: 1000, expiresAt: null };
    expect(allocateWager([expired, open], 300, at)).toEqual([
      { id: 1, wageredCents: 0, status: 4 },
      { id: 2, wageredCents: 300, status: 1 },
    ]);
    expect(allocateWager([open], 0, at)).toEqual([]);
  });
});
