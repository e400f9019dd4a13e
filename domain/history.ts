import type {
  GameDayResult,
  GameHistorySummary,
  GameRound,
  PlayerSession,
  Transaction,
  TransactionStatus,
  TransactionType,
} from '@generated/api/model';
import { fromCents, subtractMoney, sumMoney, toCents } from './money.ts';

// The member area's histories: which periods may be asked for, which rows a filter keeps, how a
// page is cut and how the totals are made (financial summary, game summary, results per day).
// Shared by the server and the in-browser mock so both answer the same request with the same
// rows and figures; pure functions over plain arrays of rows, `now` a parameter.

/** History reaches this many months back. */
export const HISTORY_MONTHS_BACK = 12;
/** A period starts at the player's local midnight, up to a day before the UTC one: allowed. */
export const HISTORY_SLACK_MS = 86_400_000;

/** A period asked for, as ISO times; both ends included. */
export interface HistoryPeriod {
  from: string;
  to: string;
}

/** Why a period is refused: it starts after it ends, or starts more than 12 months back. */
export function periodProblem(
  { from, to }: HistoryPeriod,
  now: number,
): 'reversed' | 'too-old' | null {
  const start = Date.parse(from);
  if (start > Date.parse(to)) return 'reversed';
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - HISTORY_MONTHS_BACK);
  return start < limit.getTime() - HISTORY_SLACK_MS ? 'too-old' : null;
}

/** Whether `time` falls in the period, both ends included. */
export function withinPeriod(time: string, { from, to }: HistoryPeriod): boolean {
  const at = Date.parse(time);
  return at >= Date.parse(from) && at <= Date.parse(to);
}

/** The rows of one page: `take` rows after the first `skip`. */
export function pageOf<T>(rows: readonly T[], skip: number, take: number): T[] {
  return rows.slice(skip, skip + take);
}

/** A financial-activities filter: type 0 is every type; no statuses listed is every status. */
export interface TransactionFilter extends HistoryPeriod {
  type: TransactionType;
  statuses?: readonly TransactionStatus[] | null;
}

export function filterTransactions<T extends Pick<Transaction, 'time' | 'type' | 'status'>>(
  rows: readonly T[],
  filter: TransactionFilter,
): T[] {
  return rows.filter(
    (row) =>
      withinPeriod(row.time, filter) &&
      (filter.type === 0 || row.type === filter.type) &&
      (!filter.statuses?.length || filter.statuses.includes(row.status)),
  );
}

/** Confirmed deposits and withdrawals of the rows, and deposits minus withdrawals. */
export function transactionSummary(
  rows: ReadonlyArray<Pick<Transaction, 'type' | 'status' | 'amount'>>,
): { deposits: number; withdrawals: number; net: number } {
  const confirmed = (type: TransactionType) =>
    sumMoney(rows.filter((row) => row.type === type && row.status === 1).map((row) => row.amount));
  const deposits = confirmed(1);
  const withdrawals = confirmed(2);
  return { deposits, withdrawals, net: subtractMoney(deposits, withdrawals) };
}

/** A game-history filter: the period and, when given, one provider. */
export interface RoundFilter extends HistoryPeriod {
  provider?: string | null;
}

export function filterRounds<T extends Pick<GameRound, 'time' | 'provider'>>(
  rows: readonly T[],
  filter: RoundFilter,
): T[] {
  return rows.filter(
    (row) =>
      withinPeriod(row.time, filter) && (!filter.provider || row.provider === filter.provider),
  );
}

/**
 * Total bet, total won and net of the rounds, and the net of each day (the UTC date of the row's
 * time, as its ISO time begins), oldest day first.
 */
export function gameSummary(rows: ReadonlyArray<Pick<GameRound, 'time' | 'kind' | 'amount'>>): {
  summary: GameHistorySummary;
  days: GameDayResult[];
} {
  const signed = (row: Pick<GameRound, 'kind' | 'amount'>) =>
    row.kind === 1 ? row.amount : -row.amount;
  const days = new Map<string, number>();
  for (const row of rows) {
    const day = row.time.slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + toCents(signed(row)));
  }
  const total = (kind: 1 | 2) =>
    sumMoney(rows.filter((row) => row.kind === kind).map((row) => row.amount));
  const [totalBet, totalWon] = [total(2), total(1)];
  return {
    summary: { totalBet, totalWon, net: subtractMoney(totalWon, totalBet) },
    days: [...days]
      .map(([day, cents]) => ({ day, net: fromCents(cents) }))
      .sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/** The sessions that began in the period. */
export function filterSessions<T extends Pick<PlayerSession, 'loginTime'>>(
  rows: readonly T[],
  period: HistoryPeriod,
): T[] {
  return rows.filter((row) => withinPeriod(row.loginTime, period));
}

/**
 * The sessions (newest first) with `current` set on the newest open one only: the session the
 * request comes from.
 */
export function markCurrentSession<T extends Pick<PlayerSession, 'logoutTime'>>(
  rows: readonly T[],
): Array<T & { current: boolean }> {
  const current = rows.find((row) => !row.logoutTime);
  return rows.map((row) => ({ ...row, current: row === current }));
}
