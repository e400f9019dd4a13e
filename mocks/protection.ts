import {
  LimitChangeStatus,
  LimitKind,
  type LimitPeriod,
  type PlayerLimit,
  type PlayerLimits,
  type PlaySession,
} from '@generated/api/model';
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
import { nextCounter, type LimitKey } from './db';
import { historyOf } from './history';
import { keyOf, load, save, type ProtectionState } from './protection-store';

// Player protection in the mock backend: each player's limits, pending changes, reality check,
// break or exclusion and the alerts already sent, kept in the mock database by
// protection-store.ts. The rules (periods, use, the 24-hour wait, what play and deposits are
// refused, alerts) are domain/'s, which the server uses too; this file runs them over the state.

/** What counts against a limit from `since` to `now`: lira, or minutes for the session time. */
export function usedSince(username: string, kind: LimitKind, since: number, now: number): number {
  return limitUse(kind, historyOf(username), since, now);
}

/** Applies the pending changes whose 24 hours have passed, and marks their changes applied. */
function settle(state: ProtectionState, now: number): void {
  for (const [key, setting] of Object.entries(state.limits) as Array<[LimitKey, LimitSetting]>) {
    const settled = settledSetting(setting, now);
    if (!settled) continue;
    state.limits[key] = settled;
    const change = state.changes.find(
      (item) => keyOf(item.kind, item.period) === key && item.status === LimitChangeStatus.Pending,
    );
    if (change) change.status = LimitChangeStatus.Applied;
  }
}

/** The player's state with the changes whose 24 hours have passed applied (and saved). */
function settled(username: string, now: number): ProtectionState {
  const state = load(username);
  settle(state, now);
  save(username, { limits: state.limits, changes: state.changes });
  return state;
}

export function limitsOf(username: string, now: number): PlayerLimits {
  const state = settled(username, now);
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
  const state = settled(username, now);
  if (kind === LimitKind.Deposit) state.depositLimitEverSet = true;
  const key = keyOf(kind, period);
  const current = state.limits[key]?.amount ?? null;
  const decision = decideLimitChange(current, amount, now);
  if (decision.outcome === 'unchanged') {
    save(username, { depositLimitEverSet: state.depositLimitEverSet });
    return 'unchanged';
  }
  // A newer request replaces a change still waiting.
  state.changes
    .filter(
      (item) => keyOf(item.kind, item.period) === key && item.status === LimitChangeStatus.Pending,
    )
    .forEach((item) => (item.status = LimitChangeStatus.Cancelled));
  state.limits[key] = decision.setting;
  state.changes.unshift({
    id: nextCounter('limitChangeId'),
    time: new Date(now).toISOString(),
    kind,
    period,
    amount,
    previous: current,
    effectiveAt: decision.effectiveAt,
    status: decision.outcome === 'applied' ? LimitChangeStatus.Applied : LimitChangeStatus.Pending,
  });
  save(username, state);
  return decision.outcome;
}

/** Takes back a waiting raise or removal; false when there is none. */
export function cancelChange(
  username: string,
  kind: LimitKind,
  period: LimitPeriod,
  now: number,
): boolean {
  const state = settled(username, now);
  const setting = state.limits[keyOf(kind, period)];
  if (!setting?.pending) return false;
  setting.pending = null;
  state.changes
    .filter(
      (item) =>
        item.kind === kind && item.period === period && item.status === LimitChangeStatus.Pending,
    )
    .forEach((item) => (item.status = LimitChangeStatus.Cancelled));
  save(username, { limits: state.limits, changes: state.changes });
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
  const limits = limitsOf(username, now).limits;
  const { alerted } = load(username);
  const due = dueAlerts(limits, alerted, now);
  save(username, { alerted: [...alerted, ...due.map((alert) => alert.tag)] });
  return due.map(({ limit, percent }) => ({ limit, percent }));
}

/** The open session (by the server's clock) and what was staked and won in it. */
export function playSessionOf(username: string): PlaySession | null {
  const history = historyOf(username);
  return playSessionFigures(history.sessions, history.rounds);
}
