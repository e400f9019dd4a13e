// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { breakEndsAt, exclusionEndsAt, isBlocked } from '../../domain/breaks.ts';

// Breaks and self-exclusion keep the player out for a fixed time from when they are taken.
const DAY = 86_400_000;
const now = Date.parse('2026-08-31T12:00:00.000Z');
const iso = (time: number) => new Date(time).toISOString();

describe('breaks and self-exclusion', () => {
  it('lasts 24 hours, 7 days, 30 days or 6 weeks for a break', () => {
    expect(breakEndsAt(1, now)).toBe(now + DAY);
    expect(breakEndsAt(2, now)).toBe(now + 7 * DAY);
    expect(breakEndsAt(3, now)).toBe(now + 30 * DAY);
    expect(breakEndsAt(4, now)).toBe(now + 42 * DAY);
  });

  it('lasts calendar months for an exclusion, a missing day rolling into the next month', () => {
    // 31 August + 6 months: there is no 31 February, so 3 March (2027 is not a leap year).
    expect(iso(exclusionEndsAt(1, now))).toBe('2027-03-03T12:00:00.000Z');
    expect(iso(exclusionEndsAt(2, now))).toBe('2027-08-31T12:00:00.000Z');
    expect(iso(exclusionEndsAt(3, now))).toBe('2031-08-31T12:00:00.000Z');
  });

  it('keeps the player out until the end, not at the end', () => {
    const until = iso(now + DAY);
    expect(isBlocked(until, now)).toBe(true);
    expect(isBlocked(until, now + DAY - 1)).toBe(true);
    expect(isBlocked(until, now + DAY)).toBe(false);
    expect(isBlocked(null, now)).toBe(false);
  });
});
