import type {
  LimitChange,
  LimitKind,
  LimitPeriod,
  PlayerLimit,
  PlayerLimits,
  PlaySession,
  RealityCheckMinutes,
} from '@generated/api/model';
import { historyOf } from './history';

// Player protection in the mock backend, held as a real backend must hold it (issue: player
// protection): limits with their use this period, the 24-hour wait before a raise or a removal
// takes effect, the reality-check interval, breaks and exclusions. Pure rules over a state that
// mock mode saves for the tab's session; every function takes `now` so tests fix the clock.

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The site's time zone, Europe/Istanbul: UTC+3 all year. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
export const RAISE_DELAY_MS = DAY_MS;

const KINDS = [1, 2, 3, 4] as const satisfies readonly LimitKind[];
const PERIODS = [1, 2, 3] as const satisfies readonly LimitPeriod[];

type Key = `${LimitKind}-${LimitPeriod}`;
interface Setting {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: string } | null;
}

export interface ProtectionState {
  limits: Partial<Record<Key, Setting>>;
  changes: LimitChange[];
  realityCheckMinutes: RealityCheckMinutes;
  depositLimitEverSet: boolean;
  /** A break or an exclusion: no login until then. */
  blockedUntil: string | null;
  blockKind: 'break' | 'exclusion' | null;
  /** Alerts already sent, by limit, period start and percent (each goes once). */
  alerted: string[];
  /** The language of the player's last protection call, for messages sent unasked. */
  locale?: 'tr' | 'en';
}

const states = new Map<string, ProtectionState>();
let nextChangeId = 7000;

const keyOf = (kind: LimitKind, period: LimitPeriod): Key => `${kind}-${period}`;

export function protectionOf(username: string): ProtectionState {
  let state = states.get(username);
  if (!state) {
    state = {
      limits: {},
      changes: [],
      realityCheckMinutes: 0,
      depositLimitEverSet: false,
      blockedUntil: null,
      blockKind: null,
      alerted: [],
    };
    states.set(username, state);
  }
  return state;
}

/** Start of the current period in Istanbul time, as a UTC timestamp. */
export function periodStart(period: LimitPeriod, now: number): number {
  const local = new Date(now + ISTANBUL_OFFSET_MS);
  const [year, month, date] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const dayStart = Date.UTC(year, month, date) - ISTANBUL_OFFSET_MS;
  if (period === 1) return dayStart;
  if (period === 2) return dayStart - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(year, month, 1) - ISTANBUL_OFFSET_MS;
}

export function periodEnd(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  if (period === 1) return start + DAY_MS;
  if (period === 2) return start + 7 * DAY_MS;
  const local = new Date(start + ISTANBUL_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - ISTANBUL_OFFSET_MS;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What counts against a limit from `since` to `now`: lira, or minutes for the session time. */
export function usedSince(username: string, kind: LimitKind, since: number, now: number): number {
  const history = historyOf(username);
  const after = (time: string) => Date.parse(time) >= since;
  if (kind === 1) {
    // Deposits count once asked for (pending) and once confirmed.
    return round2(
      history.transactions
        .filter(
          (row) => row.type === 1 && (row.status === 1 || row.status === 2) && after(row.time),
        )
        .reduce((sum, row) => sum + row.amount, 0),
    );
  }
  if (kind === 4) {
    const ms = history.sessions.reduce((sum, session) => {
      const from = Math.max(Date.parse(session.loginTime), since);
      const to = Math.min(session.logoutTime ? Date.parse(session.logoutTime) : now, now);
      return sum + Math.max(0, to - from);
    }, 0);
    return Math.floor(ms / MINUTE_MS);
  }
  const rounds = history.rounds.filter((row) => after(row.time));
  const bets = rounds.filter((row) => row.kind === 2).reduce((sum, row) => sum + row.amount, 0);
  if (kind === 3) return round2(bets);
  const wins = rounds.filter((row) => row.kind === 1).reduce((sum, row) => sum + row.amount, 0);
  return round2(Math.max(0, bets - wins));
}

/** Applies the pending changes whose 24 hours have passed. */
function settle(state: ProtectionState, now: number): void {
  for (const [key, setting] of Object.entries(state.limits) as Array<[Key, Setting]>) {
    if (!setting.pending || Date.parse(setting.pending.effectiveAt) > now) continue;
    state.limits[key] = { amount: setting.pending.amount, pending: null };
    const change = state.changes.find(
      (item) => keyOf(item.kind, item.period) === key && item.status === 2,
    );
    if (change) change.status = 1;
  }
}

export function limitsOf(username: string, now: number): PlayerLimits {
  const state = protectionOf(username);
  settle(state, now);
  const limits: PlayerLimit[] = KINDS.flatMap((kind) =>
    (kind === 4 ? ([1] as const) : PERIODS).map((period) => {
      const setting = state.limits[keyOf(kind, period)];
      return {
        kind,
        period,
        amount: setting?.amount ?? null,
        used: usedSince(username, kind, periodStart(period, now), now),
        resetsAt: new Date(periodEnd(period, now)).toISOString(),
        pending: setting?.pending ?? null,
      };
    }),
  );
  return {
    limits,
    realityCheckMinutes: state.realityCheckMinutes,
    depositLimitEverSet: state.depositLimitEverSet,
  };
}

export type LimitOutcome = 'unchanged' | 'applied' | 'pending';

/**
 * Sets one limit: lower (or a first one) applies at once; higher or removed waits 24 hours; the
 * same amount changes nothing (a pending change stays).
 */
export function setLimit(
  username: string,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
  now: number,
): LimitOutcome {
  const state = protectionOf(username);
  settle(state, now);
  if (kind === 1) state.depositLimitEverSet = true;
  const key = keyOf(kind, period);
  const current = state.limits[key]?.amount ?? null;
  if (amount === current) return 'unchanged';
  const lower = amount !== null && (current === null || amount < current);
  const time = new Date(now).toISOString();
  // A newer request replaces a change still waiting.
  state.changes
    .filter((item) => keyOf(item.kind, item.period) === key && item.status === 2)
    .forEach((item) => (item.status = 3));
  const effectiveAt = lower ? time : new Date(now + RAISE_DELAY_MS).toISOString();
  state.limits[key] = lower
    ? { amount, pending: null }
    : { amount: current, pending: { amount, effectiveAt } };
  nextChangeId += 1;
  state.changes.unshift({
    id: nextChangeId,
    time,
    kind,
    period,
    amount,
    previous: current,
    effectiveAt,
    status: lower ? 1 : 2,
  });
  return lower ? 'applied' : 'pending';
}

/** Takes back a waiting raise or removal; false when there is none. */
export function cancelChange(
  username: string,
  kind: LimitKind,
  period: LimitPeriod,
  now: number,
): boolean {
  const state = protectionOf(username);
  settle(state, now);
  const setting = state.limits[keyOf(kind, period)];
  if (!setting?.pending) return false;
  setting.pending = null;
  state.changes
    .filter((item) => item.kind === kind && item.period === period && item.status === 2)
    .forEach((item) => (item.status = 3));
  return true;
}

/** What is left of the deposit limits now (null: no deposit limit), and per period. */
export function depositAllowance(username: string, now: number): number | null {
  const left = limitsOf(username, now)
    .limits.filter((limit) => limit.kind === 1 && limit.amount !== null)
    .map((limit) => Math.max(0, round2((limit.amount ?? 0) - limit.used)));
  return left.length === 0 ? null : Math.min(...left);
}

/** The first loss, wager or session-time limit that a stake of `stake` would pass, if any. */
export function playBlockedBy(
  username: string,
  stake: number,
  now: number,
): PlayerLimit | undefined {
  return limitsOf(username, now).limits.find((limit) => {
    if (limit.amount === null || limit.kind === 1) return false;
    if (limit.kind === 3) return limit.used + stake > limit.amount;
    // A loss limit stops play once the loss could pass it; the session time once it is used up.
    if (limit.kind === 2) return limit.used + stake > limit.amount;
    return limit.used >= limit.amount;
  });
}

/** Limits that have just passed 80 % or 100 %, each reported once per period. */
export function newAlerts(
  username: string,
  now: number,
): Array<{ limit: PlayerLimit; percent: 80 | 100 }> {
  const state = protectionOf(username);
  return limitsOf(username, now).limits.flatMap((limit) => {
    if (limit.amount === null || limit.amount <= 0) return [];
    const share = limit.used / limit.amount;
    const percent = share >= 1 ? 100 : share >= 0.8 ? 80 : null;
    if (percent === null) return [];
    const tag = `${limit.kind}-${limit.period}-${periodStart(limit.period, now)}-${percent}`;
    if (state.alerted.includes(tag)) return [];
    state.alerted.push(tag);
    return [{ limit, percent }];
  });
}

export function block(
  username: string,
  kind: 'break' | 'exclusion',
  until: number,
): ProtectionState {
  const state = protectionOf(username);
  state.blockedUntil = new Date(until).toISOString();
  state.blockKind = kind;
  return state;
}

/** The end of the player's break or exclusion, when one runs now. */
export function blockedUntil(username: string, now: number): ProtectionState | null {
  const state = states.get(username);
  if (!state?.blockedUntil || Date.parse(state.blockedUntil) <= now) return null;
  return state;
}

/** The open session (by the server's clock) and what was staked and won in it. */
export function playSessionOf(username: string): PlaySession | null {
  const history = historyOf(username);
  const open = history.sessions.find((session) => !session.logoutTime);
  if (!open) return null;
  const since = Date.parse(open.loginTime);
  const rounds = history.rounds.filter((row) => Date.parse(row.time) >= since);
  const sum = (kind: 1 | 2) =>
    round2(rounds.filter((row) => row.kind === kind).reduce((total, row) => total + row.amount, 0));
  const [bets, wins] = [sum(2), sum(1)];
  return { startedAt: open.loginTime, bets, wins, net: round2(wins - bets) };
}

/** Every player's state, to save; and to restore after a reload. */
export function protectionSnapshot(): Record<string, ProtectionState> {
  return Object.fromEntries(states);
}

export function resetProtection(saved: Record<string, ProtectionState> = {}): void {
  states.clear();
  nextChangeId = 7000;
  for (const [username, state] of Object.entries(saved)) {
    states.set(username, state);
    state.changes.forEach((change) => (nextChangeId = Math.max(nextChangeId, change.id)));
  }
}
