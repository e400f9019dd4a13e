import type {
  GameRound,
  LimitKind,
  LimitPeriod,
  PendingLimit,
  PlayerLimit,
  PlayerSession,
  Transaction,
} from '@generated/api/model';
import { subtractMoney, sumMoney, toCents } from './money.ts';

// Player-protection limits: what a deposit, loss, wager or session-time limit counts, over which
// period in the site's time zone, when a change takes effect and when play or a deposit is
// refused (the 80 % and 100 % alerts are in limit-alerts.ts). Shared by the server and the
// in-browser mock so both enforce exactly the same rules; pure functions over plain rows, `now`
// always a parameter.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
/** The site's time zone, Europe/Istanbul: UTC+3 all year (Türkiye keeps no summer time). */
export const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
/** A raise or a removal waits this long, so a player cannot loosen a limit on an impulse. */
export const RAISE_DELAY_MS = DAY_MS;

/** Every limit the player can hold: kinds 1-3 daily, weekly and monthly; session time daily. */
export const LIMIT_SLOTS: ReadonlyArray<readonly [LimitKind, LimitPeriod]> = [
  ...([1, 2, 3] as const).flatMap((kind) =>
    ([1, 2, 3] as const).map((period) => [kind, period] as const),
  ),
  [4, 1],
];

/** The rows a limit counts; the contract's rows fit, and so does any row with these fields. */
export interface LimitActivity {
  transactions: ReadonlyArray<Pick<Transaction, 'type' | 'status' | 'amount' | 'time'>>;
  rounds: ReadonlyArray<Pick<GameRound, 'kind' | 'amount' | 'time'>>;
  sessions: ReadonlyArray<Pick<PlayerSession, 'loginTime' | 'logoutTime'>>;
}

/** A limit as saved: the amount in force and a raise or removal still waiting, if any. */
export interface LimitSetting {
  amount: number | null;
  pending: PendingLimit | null;
}

/**
 * Start of the current period in Istanbul time, as a UTC timestamp: the day from 00:00, the week
 * from Monday 00:00, the month from the 1st at 00:00.
 */
export function periodStart(period: LimitPeriod, now: number): number {
  const local = new Date(now + ISTANBUL_OFFSET_MS);
  const [year, month, date] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const dayStart = Date.UTC(year, month, date) - ISTANBUL_OFFSET_MS;
  if (period === 1) return dayStart;
  if (period === 2) return dayStart - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(year, month, 1) - ISTANBUL_OFFSET_MS;
}

/** End of the current period (the start of the next one), as a UTC timestamp. */
export function periodEnd(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  if (period === 1) return start + DAY_MS;
  if (period === 2) return start + 7 * DAY_MS;
  const local = new Date(start + ISTANBUL_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - ISTANBUL_OFFSET_MS;
}

/**
 * What counts against a limit from `since` to `now`: lira, or whole minutes for session time.
 * Deposits count once asked for (pending) and once confirmed, so a player cannot pass the limit
 * with deposits still waiting; a loss is bets minus wins, never below zero; session time is the
 * part of each session inside the period, an open session running until `now`.
 */
export function limitUse(
  kind: LimitKind,
  activity: LimitActivity,
  since: number,
  now: number,
): number {
  const after = (time: string) => Date.parse(time) >= since;
  if (kind === 1) {
    return sumMoney(
      activity.transactions
        .filter((row) => row.type === 1 && (row.status === 1 || row.status === 2))
        .filter((row) => after(row.time))
        .map((row) => row.amount),
    );
  }
  if (kind === 4) {
    const ms = activity.sessions.reduce((sum, session) => {
      const from = Math.max(Date.parse(session.loginTime), since);
      const to = Math.min(session.logoutTime ? Date.parse(session.logoutTime) : now, now);
      return sum + Math.max(0, to - from);
    }, 0);
    return Math.floor(ms / MINUTE_MS);
  }
  const rounds = activity.rounds.filter((row) => after(row.time));
  const total = (side: 1 | 2) =>
    sumMoney(rounds.filter((row) => row.kind === side).map((row) => row.amount));
  const bets = total(2);
  if (kind === 3) return bets;
  return Math.max(0, subtractMoney(bets, total(1)));
}

/** A limit as the contract shows it: its setting, its use this period and when it resets. */
export function limitView(
  kind: LimitKind,
  period: LimitPeriod,
  setting: LimitSetting | undefined,
  activity: LimitActivity,
  now: number,
): PlayerLimit {
  return {
    kind,
    period,
    amount: setting?.amount ?? null,
    used: limitUse(kind, activity, periodStart(period, now), now),
    resetsAt: new Date(periodEnd(period, now)).toISOString(),
    pending: setting?.pending ?? null,
  };
}

/** The setting once its waiting change has taken effect, or null when none is due by `now`. */
export function settledSetting(setting: LimitSetting, now: number): LimitSetting | null {
  if (!setting.pending || Date.parse(setting.pending.effectiveAt) > now) return null;
  return { amount: setting.pending.amount, pending: null };
}

/**
 * A raise (or a removal, `next` null) of a limit in force: it waits RAISE_DELAY_MS. A first
 * limit or a lower one protects the player more and applies at once.
 */
export function isRaise(current: number | null, next: number | null): boolean {
  if (next === current) return false;
  return !(next !== null && (current === null || next < current));
}

export type LimitOutcome = 'unchanged' | 'applied' | 'pending';

export type LimitDecision =
  | { outcome: 'unchanged' }
  | { outcome: 'applied' | 'pending'; setting: LimitSetting; effectiveAt: string };

/**
 * Asking for `next` as the limit: the same amount changes nothing (a waiting change stays);
 * lower or first applies now; higher or removed waits, the amount in force staying meanwhile.
 * A newer request replaces a change still waiting.
 */
export function decideLimitChange(
  current: number | null,
  next: number | null,
  now: number,
): LimitDecision {
  if (next === current) return { outcome: 'unchanged' };
  if (!isRaise(current, next)) {
    const effectiveAt = new Date(now).toISOString();
    return { outcome: 'applied', setting: { amount: next, pending: null }, effectiveAt };
  }
  const effectiveAt = new Date(now + RAISE_DELAY_MS).toISOString();
  return {
    outcome: 'pending',
    setting: { amount: current, pending: { amount: next, effectiveAt } },
    effectiveAt,
  };
}

/** Why a daily/weekly/monthly set is refused: a longer period's limit below a shorter one's. */
export function limitOrderProblem(
  day: number | null,
  week: number | null,
  month: number | null,
): 'below-daily' | 'monthly-below-weekly' | null {
  const below = (a: number | null, b: number | null) => a !== null && b !== null && a < b;
  if (below(week, day) || below(month, day)) return 'below-daily';
  if (below(month, week)) return 'monthly-below-weekly';
  return null;
}

/** What is left of the deposit limits (the least over their periods); null when none is set. */
export function depositAllowance(limits: readonly PlayerLimit[]): number | null {
  const left = limits
    .filter((limit) => limit.kind === 1 && limit.amount !== null)
    .map((limit) => Math.max(0, subtractMoney(limit.amount ?? 0, limit.used)));
  return left.length === 0 ? null : Math.min(...left);
}

/** Whether a deposit of `amount` fits what is left of the deposit limits. */
export function depositAllowed(limits: readonly PlayerLimit[], amount: number): boolean {
  const allowance = depositAllowance(limits);
  return allowance === null || amount <= allowance;
}

/**
 * The first loss, wager or session-time limit that stops a stake of `stake`: a loss or wager
 * limit once the stake could pass it (a loss can grow by the whole stake), session time once it
 * is used up. Launching a game checks the same with the game's stake.
 */
export function playBlockedBy(
  limits: readonly PlayerLimit[],
  stake: number,
): PlayerLimit | undefined {
  return limits.find((limit) => {
    if (limit.amount === null || limit.kind === 1) return false;
    if (limit.kind === 4) return limit.used >= limit.amount;
    return toCents(limit.used) + toCents(stake) > toCents(limit.amount);
  });
}
