import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { checkInvariants } from '../../../server/money/invariants.ts';
import { move } from '../../../server/money/ledger.ts';
import type { TestServer } from './test-server.ts';

// What the race tests need: money for a player, calls fired all at once (their time printed,
// never judged), a count of their answers, and the checks that must hold after any order.

/** Money for a player, from the house's adjustments account, through the ledger. */
export async function fund(server: TestServer, playerId: number, cents: number): Promise<void> {
  await server.services.db.transaction().execute((trx) =>
    move(trx, {
      kind: 'adjustment',
      playerId,
      from: 'house:adjustments',
      to: { wallet: playerId },
      cents,
      at: server.clock.now,
    }),
  );
}

/** Runs every call at once and prints how long they took together. */
export async function allAtOnce<T>(
  server: TestServer,
  what: string,
  calls: Array<() => Promise<T>>,
): Promise<T[]> {
  const started = performance.now();
  const answers = await Promise.all(calls.map((call) => call()));
  const ms = performance.now() - started;
  console.log(`${server.engine}: ${what}: ${ms.toFixed(0)} ms`);
  return answers;
}

/** How many times each value stands in the list. */
export const tally = (values: string[]) =>
  Object.fromEntries([...new Set(values)].map((v) => [v, values.filter((x) => x === v).length]));

/**
 * Every invariant of the money (server/money/invariants.ts): the ledger sums to zero and every
 * balance is its entries, no wallet is below zero, every payment and round has the movements its
 * state says, every stored idempotency key has its answer.
 */
export async function expectInvariants(server: TestServer): Promise<void> {
  expect(await checkInvariants(server.services.db)).toEqual([]);
}

/** What the player's wallet entries add up to, in cents. */
export async function walletEntries(server: TestServer, playerId: number): Promise<number> {
  const { rows } = await sql<{ sum: number | null }>`
    select sum(e.amount) as sum from ledger_entries e
    join accounts a on a.id = e.account_id
    where a.player_id = ${playerId} and a.code = 'wallet'`.execute(server.services.db);
  return Number(rows[0]?.sum ?? 0);
}
