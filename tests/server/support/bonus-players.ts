import { sql } from 'kysely';
import { expect } from 'vitest';
import { hashPassword } from '../../../server/security/passwords.ts';
import type { TestServer } from './test-server.ts';

// Players for the bonus tests (each claim test its own, so claims do not meet) and what the
// ledger holds of their bonuses.
let created = 0;

/** A new player with no history and a verified phone, logged in. */
export async function newBonusPlayer(server: TestServer): Promise<{ id: number; token: string }> {
  const number = (created += 1);
  const username = `bonusplayer${number}`;
  await server.services.db
    .insertInto('players')
    .values({
      username,
      password_hash: await hashPassword('secret123'),
      usercode: `2000000${number}`,
      name: 'Test',
      surname: 'Player',
      email: `${username}@example.com`,
      phone: `90555000000${number}`,
      sms_verified: true,
    })
    .execute();
  return server.player(username, 'secret123');
}

/** The bonus credits of a player in the ledger, in cents. */
export async function bonusCredits(
  server: TestServer,
  playerId: number,
): Promise<{ count: number; cents: number }> {
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

export async function bonusRows(server: TestServer, playerId: number) {
  return server.services.db
    .selectFrom('player_bonuses')
    .selectAll()
    .where('player_id', '=', playerId)
    .execute();
}

/**
 * The ledger after the claims balances: every bonus credited once, each to its owner, and
 * house:bonus paid exactly what players got (the bonus rows plus ₺100 per trial bonus).
 */
export async function expectBonusLedgerBalanced(server: TestServer): Promise<void> {
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
}
