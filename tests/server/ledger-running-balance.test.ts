// @vitest-environment node
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { GameHistory } from '../../generated/server/model/gameHistory.ts';
import type { Db } from '../../server/db/database.ts';
import { balanceOf, fromCents } from '../../server/money/ledger.ts';
import { startInvariantBench, type InvariantBench } from './support/invariant-bench.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// The balance after a movement lives in the ledger: every entry keeps its account's balance
// right after it, the running sum of the account's entries in time order (the transaction's
// created_at, then the transaction's id, then the entry's), and an account's last entry's is its
// balance. True of the seeded database, whose imports (payments, bonuses, rounds) arrive out of
// time order, and after live deposits, withdrawals, a cancel, spins and a rollback. The game
// history reads its balances after from there.

let bench: InvariantBench;
let server: TestServer;
setUpWorld(startInvariantBench, (world) => {
  bench = world;
  server = world.server;
});

interface RunningRow {
  id: number;
  account_id: number;
  balance_after: number;
  sum: number;
}

/** Entries whose balance after is not the running sum of their account's entries up to them. */
async function offRunningSum(db: Db): Promise<string[]> {
  const { rows } = await sql<RunningRow>`
    select id, account_id, balance_after, sum from (
      select e.id, e.account_id, e.balance_after,
        sum(e.amount) over (partition by e.account_id
          order by t.created_at, e.transaction_id, e.id rows unbounded preceding) as sum
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    ) as running
    where balance_after <> sum
    order by account_id, id`.execute(db);
  const found = rows
    .slice(0, 10)
    .map(
      (row) =>
        `entry ${row.id} of account ${row.account_id}: balance after ${row.balance_after}, ` +
        `running sum ${row.sum}`,
    );
  return rows.length > 10 ? [...found, `and ${rows.length - 10} more`] : found;
}

/** Accounts whose balance is not their last entry's balance after (0 without entries). */
async function offLastEntry(db: Db): Promise<string[]> {
  const { rows } = await sql<{ id: number; balance: number; last: number | null }>`
    select a.id, a.balance, last.balance_after as last
    from accounts a
    left join lateral (
      select e.balance_after from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      where e.account_id = a.id
      order by t.created_at desc, e.transaction_id desc, e.id desc
      limit 1
    ) as last on true
    where a.balance <> coalesce(last.balance_after, 0)
    order by a.id`.execute(db);
  return rows.map((row) => `account ${row.id}: balance ${row.balance}, last entry's ${row.last}`);
}

async function entryCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ledger_entries`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Demo's newest lines of game history (of the last 30 days). */
async function newestLines(take: number) {
  const now = server.clock.now.getTime();
  const answer = await server.call<GameHistory>(
    '/casino/history',
    {
      from: new Date(now - 30 * 86_400_000).toISOString(),
      to: new Date(now).toISOString(),
      skip: 0,
      take,
    },
    { token: bench.demo.token },
  );
  expect(answer.success).toBe(true);
  return answer.data.items;
}

describe("every ledger entry's balance after", () => {
  it('is the running sum of its account in time order on the seeded database', async () => {
    const { db } = server.services;
    expect(await entryCount(db)).toBeGreaterThan(10_000);
    expect(await offRunningSum(db)).toEqual([]);
    expect(await offLastEntry(db)).toEqual([]);
  });

  it("never shows a player's wallet below zero, in the seeded history either", async () => {
    const { rows } = await sql<{ lowest: number | null }>`
      select min(e.balance_after) as lowest from ledger_entries e
      join accounts a on a.id = e.account_id where a.code = 'wallet'`.execute(server.services.db);
    expect(rows[0]?.lowest).toBeGreaterThanOrEqual(0);
  });

  it("shows the seeded demo player's wallet balance on their newest game line", async () => {
    const [newest] = await newestLines(1);
    expect(newest?.balanceAfter).toBe(
      fromCents(await balanceOf(server.services.db, bench.demo.id)),
    );
  });

  it('is still the running sum after deposits, withdrawals, a cancel, spins, a rollback', async () => {
    await bench.playAround();
    const { db } = server.services;
    expect(await offRunningSum(db)).toEqual([]);
    expect(await offLastEntry(db)).toEqual([]);
  });

  it('is what the wallet answered, and a repeated call answers the balance now', async () => {
    const session = await bench.launch();
    const play = { token: session, amount: 200 };
    const bet = await bench.wallet('bet', { ...play, transactionId: 'rb-b1', roundId: 'rb-r1' });
    const win = await bench.wallet('win', {
      ...play,
      transactionId: 'rb-w1',
      roundId: 'rb-r1',
      amount: 500,
    });
    expect([bet.status, win.status]).toEqual(['OK', 'OK']);
    // The wallet answers cents; the history, the contract's amounts.
    const [winLine, betLine] = await newestLines(2);
    expect([betLine?.kind, betLine?.balanceAfter]).toEqual([2, fromCents(bet.balance ?? -1)]);
    expect([winLine?.kind, winLine?.balanceAfter]).toEqual([1, fromCents(win.balance ?? -1)]);

    // The repeated bet moves nothing and answers the balance now, after its round's win.
    const again = await bench.wallet('bet', { ...play, transactionId: 'rb-b1', roundId: 'rb-r1' });
    expect(again).toMatchObject({ status: 'OK', repeated: true, balance: win.balance });
    const [stillNewest] = await newestLines(1);
    expect(stillNewest?.balanceAfter).toBe(fromCents(win.balance ?? -1));
    expect(await offRunningSum(server.services.db)).toEqual([]);
  });
});
