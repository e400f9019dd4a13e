import type { BreakPeriod, ExclusionPeriod } from '@generated/api/model';
import { DAY_MS } from './limits.ts';

// Breaks and self-exclusion: how long each lasts and whether one keeps the player out now. While
// one runs the player cannot log in, and taking one ends every session at once. Shared by the
// server and the in-browser mock so both keep a player out for exactly the same time; pure, `now`
// a parameter.

export type BlockKind = 'break' | 'exclusion';

/** A break's length in days, by the contract's BreakPeriod: 24 hours, 7 days, 30 days, 6 weeks. */
export const BREAK_DAYS = { 1: 1, 2: 7, 3: 30, 4: 42 } as const satisfies Record<
  BreakPeriod,
  number
>;

/** A self-exclusion's length in calendar months, by ExclusionPeriod: 6 months, 1 year, 5 years. */
export const EXCLUSION_MONTHS = { 1: 6, 2: 12, 3: 60 } as const satisfies Record<
  ExclusionPeriod,
  number
>;

/** When a break taken at `now` ends. */
export function breakEndsAt(period: BreakPeriod, now: number): number {
  return now + BREAK_DAYS[period] * DAY_MS;
}

/**
 * When a self-exclusion taken at `now` ends: the same UTC time of day and day of the month the
 * given number of months on; a day the month lacks rolls into the next month, as Date does
 * (31 August plus 6 months is 3 March).
 */
export function exclusionEndsAt(period: ExclusionPeriod, now: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + EXCLUSION_MONTHS[period]);
  return date.getTime();
}

/** Whether a break or exclusion ending at `until` (ISO time, or none) keeps the player out. */
export function isBlocked(until: string | null | undefined, now: number): boolean {
  return Boolean(until) && Date.parse(until ?? '') > now;
}
