// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlayerLimit } from '@generated/api/model';
import { alertPercent, dueAlerts } from '../../domain/limit-alerts.ts';

// A player is told once per limit and period when they have used 80 % of a limit, and once when
// they have used all of it.
const now = Date.parse('2026-11-25T12:00:00.000Z');
const DAY = 86_400_000;
const daily = (used: number, amount: number | null = 100): PlayerLimit => ({
  kind: 3,
  period: 1,
  amount,
  used,
  resetsAt: '2026-11-25T21:00:00.000Z',
  pending: null,
});

describe('limit alerts', () => {
  it('calls for 80 % from four fifths of the limit and 100 % once it is used up', () => {
    expect(alertPercent(daily(79.99))).toBeNull();
    expect(alertPercent(daily(80))).toBe(80);
    expect(alertPercent(daily(99.99))).toBe(80);
    expect(alertPercent(daily(100))).toBe(100);
    expect(alertPercent(daily(500, null))).toBeNull();
    expect(alertPercent(daily(0, 0))).toBeNull();
  });

  it('sends the 80 % alert once, then the 100 % alert once', () => {
    const sent: string[] = [];
    const first = dueAlerts([daily(80)], sent, now);
    expect(first.map((alert) => alert.percent)).toEqual([80]);
    sent.push(...first.map((alert) => alert.tag));
    expect(dueAlerts([daily(85)], sent, now)).toEqual([]);
    const full = dueAlerts([daily(100)], sent, now);
    expect(full.map((alert) => alert.percent)).toEqual([100]);
    sent.push(...full.map((alert) => alert.tag));
    expect(dueAlerts([daily(120)], sent, now)).toEqual([]);
  });

  it('sends only the 100 % alert to a limit passed at once, and again in the next period', () => {
    const jump = dueAlerts([daily(150)], [], now);
    expect(jump.map((alert) => alert.percent)).toEqual([100]);
    const sent = jump.map((alert) => alert.tag);
    expect(dueAlerts([daily(150)], sent, now + 8 * 3_600_000)).toEqual([]);
    // 12:00 UTC the next day is a new Istanbul day: a new period, a new alert.
    expect(dueAlerts([daily(150)], sent, now + DAY)).toHaveLength(1);
  });
});
