import type {
  LimitChange,
  LimitKind,
  LimitPeriod,
  PlayerLimit,
  PlayerLimits,
  PlaySession,
  RealityCheckMinutes,
} from '@generated/api/model';
import { isBlocked, type BlockKind } from '../domain/breaks.ts';
import { dueAlerts, type AlertPercent } from '../domain/limit-alerts.ts';
import {
  decideLimitChange,
  depositAllowance as allowanceOf,
  LIMIT_SLOTS,
  limitUse,
  limitView,
  playBlockedBy as blockingLimit,
  settledSetting,
  type LimitOutcome,
  type LimitSetting,
} from '../domain/limits.ts';
import { playSessionFigures } from '../domain/reality-check.ts';
import { historyOf } from './history';

// Player protection in the mock backend: each player's limits, pending changes, reality-check
// interval, break or exclusion and the alerts already sent, kept for the tab's session. The
// rules (periods, use, the 24-hour wait, what play and deposits are refused, alerts) are
// domain/'s, which the server uses too; this file holds only the state they run over.

export { DAY_MS, periodEnd, periodStart, RAISE_DELAY_MS } from '../domain/limits.ts';
export type { LimitOutcome } from '../domain/limits.ts';

type Key = `${LimitKind}-${LimitPeriod}`;

export interface ProtectionState {
  limits: Partial<Record<Key, LimitSetting>>;
  changes: LimitChange[];
  realityCheckMinutes: RealityCheckMinutes;
  depositLimitEverSet: boolean;
  /** A break or an exclusion: no login until then. */
  blockedUntil: string | null;
  blockKind: BlockKind | null;
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

/** What counts against a limit from `since` to `now`: lira, or minutes for the session time. */
export function usedSince(username: string, kind: LimitKind, since: number, now: number): number {
  return limitUse(kind, historyOf(username), since, now);
}

/** Applies the pending changes whose 24 hours have passed, and marks their changes applied. */
function settle(state: ProtectionState, now: number): void {
  for (const [key, setting] of Object.entries(state.limits) as Array<[Key, LimitSetting]>) {
    const settled = settledSetting(setting, now);
    if (!settled) continue;
    state.limits[key] = settled;
    const change = state.changes.find(
      (item) => keyOf(item.kind, item.period) === key && item.status === 2,
    );
    if (change) change.status = 1;
  }
}

export function limitsOf(username: string, now: number): PlayerLimits {
  const state = protectionOf(username);
  settle(state, now);
  const history = historyOf(username);
  const limits: PlayerLimit[] = LIMIT_SLOTS.map(([kind, period]) =>
    limitView(kind, period, state.limits[keyOf(kind, period)], history, now),
  );
  return {
    limits,
    realityCheckMinutes: state.realityCheckMinutes,
    depositLimitEverSet: state.depositLimitEverSet,
  };
}

/**
 * Sets one limit by domain/limits.ts: lower (or a first one) applies at once; higher or removed
 * waits 24 hours; the same amount changes nothing (a pending change stays).
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
  const decision = decideLimitChange(current, amount, now);
  if (decision.outcome === 'unchanged') return 'unchanged';
  // A newer request replaces a change still waiting.
  state.changes
    .filter((item) => keyOf(item.kind, item.period) === key && item.status === 2)
    .forEach((item) => (item.status = 3));
  state.limits[key] = decision.setting;
  nextChangeId += 1;
  state.changes.unshift({
    id: nextChangeId,
    time: new Date(now).toISOString(),
    kind,
    period,
    amount,
    previous: current,
    effectiveAt: decision.effectiveAt,
    status: decision.outcome === 'applied' ? 1 : 2,
  });
  return decision.outcome;
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

/** What is left of the deposit limits now (null: no deposit limit), the least over the periods. */
export function depositAllowance(username: string, now: number): number | null {
  return allowanceOf(limitsOf(username, now).limits);
}

/** The first loss, wager or session-time limit that a stake of `stake` would pass, if any. */
export function playBlockedBy(
  username: string,
  stake: number,
  now: number,
): PlayerLimit | undefined {
  return blockingLimit(limitsOf(username, now).limits, stake);
}

/** Limits that have just passed 80 % or 100 %, each reported once per period. */
export function newAlerts(
  username: string,
  now: number,
): Array<{ limit: PlayerLimit; percent: AlertPercent }> {
  const state = protectionOf(username);
  const due = dueAlerts(limitsOf(username, now).limits, state.alerted, now);
  state.alerted.push(...due.map((alert) => alert.tag));
  return due.map(({ limit, percent }) => ({ limit, percent }));
}

export function block(username: string, kind: BlockKind, until: number): ProtectionState {
  const state = protectionOf(username);
  state.blockedUntil = new Date(until).toISOString();
  state.blockKind = kind;
  return state;
}

/** The player's state when a break or an exclusion runs now; null when none does. */
export function blockedUntil(username: string, now: number): ProtectionState | null {
  const state = states.get(username);
  return state && isBlocked(state.blockedUntil, now) ? state : null;
}

/** The open session (by the server's clock) and what was staked and won in it. */
export function playSessionOf(username: string): PlaySession | null {
  const history = historyOf(username);
  return playSessionFigures(history.sessions, history.rounds);
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
