import { sql } from 'kysely';
import {
  DAY_MS,
  ISTANBUL_OFFSET_MS,
  LIMIT_SLOTS,
  limitView,
  periodStart,
  type LimitActivity,
  type LimitSetting,
} from '../../domain/limits.ts';
import type { PlayerLimit } from '../../generated/server/model/playerLimit.ts';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { TransactionType } from '../../generated/server/model/transactionType.ts';
import type { Db } from '../db/database.ts';
import { fromCents } from '../money/ledger.ts';
import { limitSettings, slotKey } from './limit-store.ts';

// What counts against a player's limits, read from what really happened: deposits, bets and
// wins are the ledger's movements on the player's wallet (ledger kinds 'deposit', 'bet', 'win';
// a 'rollback' gives a stake back, so it takes that bet off again), session time is the player's
// sessions. A deposit counts as soon as it is asked for, as the contract says, so the deposits
// still waiting for their provider (not yet in the ledger) are read from the payments. The money
// is summed by the database per day of the site's time zone: every limit period starts at such a
// day's 00:00, so domain/limits.ts counts the same total from these daily sums as from every
// single movement.

/** What each counted ledger kind adds to a day's deposits, bets or wins, by its wallet entry. */
const COUNTED = {
  deposit: { sum: 'deposits', sign: 1 },
  bet: { sum: 'bets', sign: -1 },
  rollback: { sum: 'bets', sign: -1 },
  win: { sum: 'wins', sign: 1 },
} as const;
type DaySums = Record<'deposits' | 'bets' | 'wins', number>;

/** A day of the site's time zone, as the number of days since 1970 (its 00:00 in UTC, / DAY_MS). */
const LOCAL_DAY = sql<number>`floor((extract(epoch from ledger_transactions.created_at) * 1000 + ${sql.lit(ISTANBUL_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;

/** Daily sums of the player's deposits, bets and wins from `since` on, in lira. */
async function moneyByDay(
  db: Db,
  playerId: number,
  since: number,
): Promise<Pick<LimitActivity, 'transactions' | 'rounds'>> {
  const rows = await db
    .selectFrom('ledger_transactions')
    .innerJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .select([
      'ledger_transactions.kind',
      LOCAL_DAY.as('day'),
      sql<number>`sum(ledger_entries.amount)`.as('cents'),
    ])
    .where('accounts.player_id', '=', playerId)
    .where('accounts.code', '=', 'wallet')
    .where('ledger_transactions.kind', 'in', Object.keys(COUNTED))
    .where('ledger_transactions.created_at', '>=', new Date(since))
    .groupBy(['ledger_transactions.kind', LOCAL_DAY])
    .execute();
  const days = new Map<number, DaySums>();
  for (const row of rows) {
    const counted = COUNTED[row.kind as keyof typeof COUNTED];
    const sums = days.get(row.day) ?? { deposits: 0, bets: 0, wins: 0 };
    sums[counted.sum] += counted.sign * row.cents;
    days.set(row.day, sums);
  }
  const transactions: LimitActivity['transactions'][number][] = [];
  const rounds: LimitActivity['rounds'][number][] = [];
  for (const [day, sums] of days) {
    const time = new Date(day * DAY_MS - ISTANBUL_OFFSET_MS).toISOString();
    // A stake given back on a later day than its bet leaves that day at nothing, not below.
    const lira = (cents: number) => fromCents(Math.max(0, cents));
    if (sums.deposits > 0)
      transactions.push({ type: 1, status: 1, amount: lira(sums.deposits), time });
    if (sums.bets > 0) rounds.push({ kind: 2, amount: lira(sums.bets), time });
    if (sums.wins > 0) rounds.push({ kind: 1, amount: lira(sums.wins), time });
  }
  return { transactions, rounds };
}

/** The player's deposits asked for from `since` on and still waiting for their provider. */
async function waitingDeposits(
  db: Db,
  playerId: number,
  since: number,
): Promise<LimitActivity['transactions']> {
  const rows = await db
    .selectFrom('payments')
    .select(['cents', 'created_at'])
    .where('player_id', '=', playerId)
    .where('type', '=', TransactionType.Deposit)
    .where('status', '=', TransactionStatus.Pending)
    .where('created_at', '>=', new Date(since))
    .execute();
  return rows.map((row) => ({
    type: TransactionType.Deposit,
    status: TransactionStatus.Pending,
    amount: fromCents(row.cents),
    time: row.created_at.toISOString(),
  }));
}

/** The player's sessions that were open at some moment from `since` on. */
async function sessionsSince(
  db: Db,
  playerId: number,
  since: number,
): Promise<LimitActivity['sessions']> {
  const rows = await db
    .selectFrom('sessions')
    .select(['started_at', 'ended_at'])
    .where('player_id', '=', playerId)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', new Date(since))]))
    .execute();
  return rows.map((row) => ({
    loginTime: row.started_at.toISOString(),
    logoutTime: row.ended_at?.toISOString() ?? null,
  }));
}

/** Everything that counts against the player's limits in their current periods at `now`. */
export async function limitActivity(db: Db, playerId: number, now: number): Promise<LimitActivity> {
  // The week can start in the previous month: count from whichever period starts first.
  const since = Math.min(periodStart(2, now), periodStart(3, now));
  const money = await moneyByDay(db, playerId, since);
  const waiting = await waitingDeposits(db, playerId, since);
  const sessions = await sessionsSince(db, playerId, periodStart(1, now));
  return { ...money, transactions: [...money.transactions, ...waiting], sessions };
}

/**
 * The player's ten limits as the contract shows them, with their use in the current period. The
 * settings may be passed when the caller has read them already.
 */
export async function playerLimits(
  db: Db,
  playerId: number,
  now: number,
  settings?: Map<string, LimitSetting>,
): Promise<PlayerLimit[]> {
  const inForce = settings ?? (await limitSettings(db, playerId, now));
  const activity = await limitActivity(db, playerId, now);
  return LIMIT_SLOTS.map(([kind, period]) =>
    limitView(kind, period, inForce.get(slotKey(kind, period)), activity, now),
  );
}
