import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

// The only way money moves: one ledger transaction of two entries (from → to) that sum to zero,
// both accounts' balances changed in the same SQL transaction, each entry keeping its account's
// balance right after it (balance_after, as the UPDATE under the row lock returned it). Accounts
// are updated in the order of their ids, so two movements never wait on each other in opposite
// orders (no deadlock). A wallet that would go below zero is refused by the database's CHECK,
// which surfaces here as InsufficientFunds; the caller's SQL transaction then rolls back.
export type HouseAccount =
  'house:cash' | 'house:withdrawals' | 'house:games' | 'house:bonus' | 'house:adjustments';
export type AccountRef = { wallet: number } | HouseAccount;

export class InsufficientFunds extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFunds';
  }
}

export interface Movement {
  /** What kind of movement: deposit, withdrawal, bet, win, rollback, bonus, adjustment… */
  kind: string;
  playerId: number;
  from: AccountRef;
  to: AccountRef;
  /** Positive integer cents. */
  cents: number;
  /** A caller's own id for it (a provider's transaction id): the same id is applied once. */
  externalId?: string;
  description?: string;
  at?: Date;
}

type Executor = Kysely<Database> | Transaction<Database>;

async function accountId(trx: Executor, ref: AccountRef): Promise<number> {
  if (typeof ref === 'string') {
    const row = await trx
      .selectFrom('accounts')
      .select('id')
      .where('code', '=', ref)
      .where('player_id', 'is', null)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const existing = await trx
    .selectFrom('accounts')
    .select('id')
    .where('player_id', '=', ref.wallet)
    .where('code', '=', 'wallet')
    .executeTakeFirst();
  if (existing) return existing.id;
  await trx
    .insertInto('accounts')
    .values({ player_id: ref.wallet, code: 'wallet' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return accountId(trx, ref);
}

const isNegativeBalance = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23514' &&
  String((error as { message?: string }).message).includes('accounts_player_not_negative');

/**
 * Moves money inside the caller's SQL transaction. Returns the ledger transaction's id, whether it
 * was applied now (false: its externalId was applied before), and the wallet's balance after it.
 */
export async function move(
  trx: Transaction<Database>,
  movement: Movement,
): Promise<{ transactionId: number; applied: boolean; walletAfter: number | null }> {
  if (!Number.isSafeInteger(movement.cents) || movement.cents <= 0)
    throw new RangeError(`a movement is a positive number of cents, not ${movement.cents}`);
  if (movement.externalId) {
    const seen = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', movement.kind)
      .where('external_id', '=', movement.externalId)
      .executeTakeFirst();
    if (seen) return { transactionId: seen.id, applied: false, walletAfter: null };
  }
  const from = await accountId(trx, movement.from);
  const to = await accountId(trx, movement.to);
  const changes = [
    { account_id: from, amount: -movement.cents, wallet: typeof movement.from !== 'string' },
    { account_id: to, amount: movement.cents, wallet: typeof movement.to !== 'string' },
  ].sort((a, b) => a.account_id - b.account_id);
  const entries: Array<{ account_id: number; amount: number; balance_after: number }> = [];
  let walletAfter: number | null = null;
  try {
    for (const { account_id, amount, wallet } of changes) {
      const { balance } = await trx
        .updateTable('accounts')
        .set((eb) => ({ balance: eb('balance', '+', amount) }))
        .where('id', '=', account_id)
        .returning('balance')
        .executeTakeFirstOrThrow();
      entries.push({ account_id, amount, balance_after: balance });
      if (wallet) walletAfter = balance;
    }
  } catch (error) {
    if (isNegativeBalance(error)) throw new InsufficientFunds();
    throw error;
  }
  const { id } = await trx
    .insertInto('ledger_transactions')
    .values({
      kind: movement.kind,
      player_id: movement.playerId,
      external_id: movement.externalId ?? null,
      description: movement.description ?? null,
      ...(movement.at ? { created_at: movement.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values(entries.map((entry) => ({ transaction_id: id, ...entry })))
    .execute();
  return { transactionId: id, applied: true, walletAfter };
}

/** A player's balance in cents (0 for a player who never had money). */
export async function balanceOf(db: Executor | Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('balance')
    .where('player_id', '=', playerId)
    .where('code', '=', 'wallet')
    .executeTakeFirst();
  return row?.balance ?? 0;
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * Seeding only: writes many past movements at once (history of the demo players) in one SQL
 * transaction: their ledger transactions and entries, then each account's balance changed by the
 * sum. A wallet the history would leave below zero first gets an opening movement, dated before
 * its history. Imports come out of time order: the touched accounts' balances after are then
 * recomputed. Returns the movements' transaction ids, in order.
 */
export async function importMovements(
  db: Db,
  movements: readonly (Movement & { at: Date })[],
): Promise<number[]> {
  if (movements.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    const idOf = async (ref: AccountRef) => {
      const key = typeof ref === 'string' ? ref : `wallet:${ref.wallet}`;
      if (!ids.has(key)) ids.set(key, await accountId(trx, ref));
      return ids.get(key) ?? 0;
    };
    const deltas = new Map<number, number>();
    const wallets = new Map<number, { playerId: number; first: Date }>();
    const rows: Array<{ movement: Movement & { at: Date }; from: number; to: number }> = [];
    for (const movement of movements) {
      const from = await idOf(movement.from);
      const to = await idOf(movement.to);
      deltas.set(from, (deltas.get(from) ?? 0) - movement.cents);
      deltas.set(to, (deltas.get(to) ?? 0) + movement.cents);
      for (const ref of [movement.from, movement.to]) {
        if (typeof ref === 'string') continue;
        const id = await idOf(ref);
        const seen = wallets.get(id);
        if (!seen || movement.at < seen.first)
          wallets.set(id, { playerId: ref.wallet, first: movement.at });
      }
      rows.push({ movement, from, to });
    }
    const opening: Array<{ movement: Movement & { at: Date }; from: number; to: number }> = [];
    for (const [account, { playerId, first }] of wallets) {
      const shortfall = -((await balanceOf(trx, playerId)) + (deltas.get(account) ?? 0));
      if (shortfall <= 0) continue;
      const house = await idOf('house:adjustments');
      opening.push({
        movement: {
          kind: 'adjustment',
          playerId,
          from: 'house:adjustments',
          to: { wallet: playerId },
          cents: shortfall,
          description: 'opening balance',
          at: new Date(first.getTime() - 86_400_000),
        },
        from: house,
        to: account,
      });
      deltas.set(house, (deltas.get(house) ?? 0) - shortfall);
      deltas.set(account, (deltas.get(account) ?? 0) + shortfall);
    }
    const all = [...opening, ...rows];
    const transactionIds: number[] = [];
    for (let start = 0; start < all.length; start += 500) {
      const batch = all.slice(start, start + 500);
      const inserted = await trx
        .insertInto('ledger_transactions')
        .values(
          batch.map(({ movement }) => ({
            kind: movement.kind,
            player_id: movement.playerId,
            external_id: movement.externalId ?? null,
            description: movement.description ?? null,
            created_at: movement.at,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('ledger_entries')
        .values(
          batch.flatMap(({ movement, from, to }, index) => {
            const transaction_id = inserted[index]?.id ?? 0;
            return [
              { transaction_id, account_id: from, amount: -movement.cents, balance_after: 0 },
              { transaction_id, account_id: to, amount: movement.cents, balance_after: 0 },
            ];
          }),
        )
        .execute();
      transactionIds.push(...inserted.map((row) => row.id));
    }
    for (const [account, delta] of [...deltas].sort(([a], [b]) => a - b)) {
      if (delta === 0) continue;
      await trx
        .updateTable('accounts')
        .set((eb) => ({ balance: eb('balance', '+', delta) }))
        .where('id', '=', account)
        .execute();
    }
    await restateBalancesAfter(trx, [...deltas.keys()]);
    return transactionIds.slice(opening.length);
  });
}

// Every entry of these accounts gets its running balance in time order, in one statement.
async function restateBalancesAfter(trx: Transaction<Database>, accounts: readonly number[]) {
  await sql`update ledger_entries as entry set balance_after = running.balance_after
    from (select e.id, sum(e.amount) over (partition by e.account_id
        order by t.created_at, e.transaction_id, e.id rows unbounded preceding) as balance_after
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.account_id in (${sql.join(accounts)})) as running
    where running.id = entry.id and entry.balance_after <> running.balance_after`.execute(trx);
}
