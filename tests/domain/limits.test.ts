// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlayerLimit } from '@generated/api/model';
import {
  decideLimitChange,
  depositAllowance,
  depositAllowed,
  isRaise,
  limitOrderProblem,
  limitUse,
  limitView,
  periodEnd,
  periodStart,
  playBlockedBy,
  RAISE_DELAY_MS,
  settledSetting,
  type LimitActivity,
} from '../../domain/limits.ts';

// The limit rules the server and the mock share: periods in Istanbul time, what counts, the
// 24-hour wait before a limit is loosened, and what play and deposits are refused.
const HOUR = 3_600_000;
const iso = (time: number) => new Date(time).toISOString();
const at = (time: string) => Date.parse(time);
const none: LimitActivity = { transactions: [], rounds: [], sessions: [] };
const limit = (fields: Partial<PlayerLimit>): PlayerLimit => ({
  kind: 1,
  period: 1,
  amount: null,
  used: 0,
  resetsAt: '2026-11-25T21:00:00.000Z',
  pending: null,
  ...fields,
});

describe('limit periods in Istanbul time (UTC+3)', () => {
  it('turns the day at Istanbul midnight, 21:00 UTC', () => {
    const lastMoment = at('2026-11-25T20:59:59.999Z'); // Wednesday 23:59:59.999 in Istanbul
    expect(iso(periodStart(1, lastMoment))).toBe('2026-11-24T21:00:00.000Z');
    expect(iso(periodEnd(1, lastMoment))).toBe('2026-11-25T21:00:00.000Z');
    const midnight = at('2026-11-25T21:00:00.000Z'); // Thursday 00:00 in Istanbul
    expect(iso(periodStart(1, midnight))).toBe('2026-11-25T21:00:00.000Z');
    expect(iso(periodEnd(1, midnight))).toBe('2026-11-26T21:00:00.000Z');
  });

  it('starts the week on Monday and the month on the 1st, in Istanbul', () => {
    const sundayNight = at('2026-11-29T20:59:00.000Z'); // Sunday 23:59
    expect(iso(periodStart(2, sundayNight))).toBe('2026-11-22T21:00:00.000Z');
    const monday = at('2026-11-29T21:00:00.000Z'); // Monday 00:00
    expect(iso(periodStart(2, monday))).toBe('2026-11-29T21:00:00.000Z');
    expect(iso(periodEnd(2, monday))).toBe('2026-12-06T21:00:00.000Z');
    // 1 December 00:00 in Istanbul is still 30 November in UTC.
    const december = at('2026-11-30T21:00:00.000Z');
    expect(iso(periodStart(3, december))).toBe('2026-11-30T21:00:00.000Z');
    expect(iso(periodEnd(3, december))).toBe('2026-12-31T21:00:00.000Z');
    expect(iso(periodEnd(3, at('2026-12-31T22:00:00.000Z')))).toBe('2027-01-31T21:00:00.000Z');
  });
});

describe('what counts against a limit', () => {
  const now = at('2026-11-25T12:00:00.000Z');
  const today = periodStart(1, now);
  const deposit = (time: string, amount: number, status: 0 | 1 | 2 | 4) =>
    ({ type: 1, status, amount, time }) as const;

  it('counts confirmed and pending deposits of the period, not refused or earlier ones', () => {
    const activity: LimitActivity = {
      ...none,
      transactions: [
        deposit('2026-11-25T08:00:00.000Z', 100, 1),
        deposit('2026-11-25T09:00:00.000Z', 50.25, 2),
        deposit('2026-11-25T10:00:00.000Z', 500, 4),
        deposit('2026-11-24T20:59:59.000Z', 700, 1), // 23:59:59 yesterday in Istanbul
        { type: 2, status: 1, amount: 80, time: '2026-11-25T10:00:00.000Z' },
      ],
    };
    expect(limitUse(1, activity, today, now)).toBe(150.25);
  });

  it('counts stakes for a wager limit and bets minus wins, never below 0, for a loss limit', () => {
    const round = (kind: 1 | 2, amount: number) =>
      ({ kind, amount, time: '2026-11-25T11:00:00.000Z' }) as const;
    const losing = { ...none, rounds: [round(2, 0.1), round(2, 0.2), round(1, 0.05)] };
    expect(limitUse(3, losing, today, now)).toBe(0.3);
    expect(limitUse(2, losing, today, now)).toBe(0.25);
    const winning = { ...none, rounds: [round(2, 10), round(1, 25)] };
    expect(limitUse(2, winning, today, now)).toBe(0);
  });

  it('counts whole minutes of sessions inside the day, an open one up to now', () => {
    const activity: LimitActivity = {
      ...none,
      sessions: [
        // Open since 11:30 UTC: 30 minutes and 59 seconds by now count as 30.
        { loginTime: '2026-11-25T11:29:01.000Z', logoutTime: null },
        // 23:30 yesterday to 00:45 today in Istanbul: 45 minutes of it are today's.
        { loginTime: '2026-11-24T20:30:00.000Z', logoutTime: '2026-11-24T21:45:00.000Z' },
      ],
    };
    expect(limitUse(4, activity, today, now)).toBe(30 + 45);
  });

  it('shows a limit with its use and the end of its period', () => {
    const view = limitView(3, 1, { amount: 100, pending: null }, none, now);
    expect(view).toEqual({
      kind: 3,
      period: 1,
      amount: 100,
      used: 0,
      resetsAt: '2026-11-25T21:00:00.000Z',
      pending: null,
    });
  });
});

describe('changing a limit', () => {
  const now = at('2026-11-25T12:00:00.000Z');

  it('applies a first or lower limit at once', () => {
    expect(decideLimitChange(null, 500, now)).toEqual({
      outcome: 'applied',
      setting: { amount: 500, pending: null },
      effectiveAt: iso(now),
    });
    expect(decideLimitChange(500, 300, now)).toMatchObject({ outcome: 'applied' });
    expect(isRaise(500, 300)).toBe(false);
  });

  it('keeps a raise or a removal waiting 24 hours, the old amount in force meanwhile', () => {
    const raise = decideLimitChange(300, 800, now);
    expect(raise).toEqual({
      outcome: 'pending',
      setting: { amount: 300, pending: { amount: 800, effectiveAt: '2026-11-26T12:00:00.000Z' } },
      effectiveAt: '2026-11-26T12:00:00.000Z',
    });
    expect(RAISE_DELAY_MS).toBe(24 * HOUR);
    expect(isRaise(300, 800)).toBe(true);
    expect(isRaise(300, null)).toBe(true);
    expect(decideLimitChange(300, null, now)).toMatchObject({
      outcome: 'pending',
      setting: { amount: 300, pending: { amount: null } },
    });
    if (raise.outcome === 'unchanged') throw new Error('the raise was not taken');
    // Not a millisecond before the 24 hours are up; at that moment, in force.
    expect(settledSetting(raise.setting, now + 24 * HOUR - 1)).toBeNull();
    expect(settledSetting(raise.setting, now + 24 * HOUR)).toEqual({ amount: 800, pending: null });
  });

  it('changes nothing for the same amount', () => {
    expect(decideLimitChange(300, 300, now)).toEqual({ outcome: 'unchanged' });
    expect(decideLimitChange(null, null, now)).toEqual({ outcome: 'unchanged' });
    expect(isRaise(300, 300)).toBe(false);
  });

  it('refuses a weekly or monthly limit below the daily one, a monthly below the weekly', () => {
    expect(limitOrderProblem(100, 50, null)).toBe('below-daily');
    expect(limitOrderProblem(100, null, 50)).toBe('below-daily');
    expect(limitOrderProblem(100, 500, 200)).toBe('monthly-below-weekly');
    expect(limitOrderProblem(100, 100, 100)).toBeNull();
    expect(limitOrderProblem(null, 500, null)).toBeNull();
  });
});

describe('what the limits refuse', () => {
  it('allows deposits up to the least left of the deposit limits', () => {
    const limits = [
      limit({ kind: 1, period: 1, amount: 500, used: 350.5 }),
      limit({ kind: 1, period: 2, amount: 1000, used: 900 }),
      limit({ kind: 3, period: 1, amount: 10, used: 10 }),
    ];
    expect(depositAllowance(limits)).toBe(100);
    expect(depositAllowed(limits, 100)).toBe(true);
    expect(depositAllowed(limits, 100.01)).toBe(false);
    expect(depositAllowance([limit({ kind: 1, amount: 100, used: 150 })])).toBe(0);
    expect(depositAllowance([limit({ kind: 1, amount: null })])).toBeNull();
    expect(depositAllowed([], 1_000_000)).toBe(true);
  });

  it('stops a stake that could pass a wager or loss limit; play once session time is up', () => {
    const wager = limit({ kind: 3, amount: 100, used: 90 });
    expect(playBlockedBy([wager], 10)).toBeUndefined();
    expect(playBlockedBy([{ ...wager, used: 90.01 }], 10)?.kind).toBe(3);
    expect(playBlockedBy([limit({ kind: 2, amount: 50, used: 45 })], 10)?.kind).toBe(2);
    expect(playBlockedBy([limit({ kind: 4, amount: 60, used: 59 })], 10)).toBeUndefined();
    expect(playBlockedBy([limit({ kind: 4, amount: 60, used: 60 })], 10)?.kind).toBe(4);
    // A deposit limit never stops play; money is compared to the cent, not as binary fractions.
    expect(playBlockedBy([limit({ kind: 1, amount: 1, used: 1 })], 10)).toBeUndefined();
    expect(playBlockedBy([limit({ kind: 3, amount: 0.3, used: 0.1 })], 0.2)).toBeUndefined();
  });
});
