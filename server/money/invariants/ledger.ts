import { sql } from 'kysely';
import { rule } from './rule.ts';

// The double-entry ledger: money is neither made nor lost, and a balance is its entries.

/** Every ledger transaction has entries, and they sum to zero. */
export const balancedTransactions = rule<{
  id: number;
  kind: string;
  entries: number;
  sum: number;
}>(
  'ledger transactions that do not sum to zero',
  sql`
    select t.id, t.kind, count(e.id) as entries, coalesce(sum(e.amount), 0) as sum
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id, t.kind
    having count(e.id) = 0 or sum(e.amount) <> 0`,
  (row) =>
    Number(row.entries) === 0
      ? `ledger transaction ${row.id} (${row.kind}) has no entries`
      : `ledger transaction ${row.id} (${row.kind}): its entries sum to ${row.sum} cents, not 0`,
);

/** All entries together sum to zero. */
export const balancedLedger = rule<{ sum: number }>(
  'ledger totals',
  sql`select sum(amount) as sum from ledger_entries having sum(amount) <> 0`,
  (row) => `the ledger's entries sum to ${row.sum} cents, not 0`,
);

/** Every account's balance is the sum of its entries. */
export const balancesAreEntries = rule<{
  id: number;
  code: string;
  player_id: number | null;
  balance: number;
  entries: number;
}>(
  'accounts whose balance is not the sum of their entries',
  sql`
    select a.id, a.code, a.player_id, a.balance, coalesce(sum(e.amount), 0) as entries
    from accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id
    having a.balance <> coalesce(sum(e.amount), 0)`,
  (row) =>
    `account ${row.id} ` +
    `(${row.player_id === null ? row.code : `player ${row.player_id}'s wallet`}): ` +
    `balance ${row.balance} cents, its entries sum to ${row.entries}`,
);

/** No player's wallet is below zero. */
export const noOverdraft = rule<{ id: number; player_id: number; balance: number }>(
  'wallets below zero',
  sql`
    select id, player_id, balance from accounts
    where player_id is not null and balance < 0`,
  (row) => `player ${row.player_id}'s wallet (account ${row.id}) is at ${row.balance} cents`,
);

/** A ledger transaction of a player moves no other player's wallet. */
export const ownWalletsOnly = rule<{ id: number; kind: string; owner: number; wallet_of: number }>(
  "ledger transactions that move another player's wallet",
  sql`
    select t.id, t.kind, t.player_id as owner, a.player_id as wallet_of
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join accounts a on a.id = e.account_id
    where a.player_id is not null and a.player_id is distinct from t.player_id`,
  (row) =>
    `ledger transaction ${row.id} (${row.kind}) of player ${row.owner} moves player ` +
    `${row.wallet_of}'s wallet`,
);
