// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dayOf,
  defaultPeriod,
  earliestDay,
  parseDay,
  periodProblems,
  periodRange,
  periodRequest,
} from '@/features/history/period';

// A custom period whose start is after its end, or that reaches further back than 12 months, is
// refused with a message before anything is sent.
const now = new Date(2026, 10, 24, 15, 30);

describe('history periods', () => {
  it('reads the days of a date input, refusing impossible ones', () => {
    expect(parseDay('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(dayOf(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('turns each preset into whole local days ending today', () => {
    const endOfToday = new Date(2026, 10, 24, 23, 59, 59, 999);
    const range = (preset: 'today' | 'last7' | 'last30' | 'last3Months') =>
      periodRange({ ...defaultPeriod(now), preset }, now);
    expect(range('today')).toEqual({ from: new Date(2026, 10, 24), to: endOfToday });
    expect(range('last7').from).toEqual(new Date(2026, 10, 18));
    expect(range('last30').from).toEqual(new Date(2026, 9, 26));
    expect(range('last3Months').from).toEqual(new Date(2026, 7, 24));
    expect(range('last30').to).toEqual(endOfToday);
  });

  it('sends the custom range from the start of its first day to the end of its last', () => {
    const period = { preset: 'custom' as const, fromDay: '2026-03-01', toDay: '2026-03-31' };
    expect(periodRequest(period, now)).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it('refuses a start after the end, on the start field', () => {
    const period = { preset: 'custom' as const, fromDay: '2026-11-20', toDay: '2026-11-10' };
    expect(periodProblems(period, now)).toEqual({ fromDay: 'startAfterEnd' });
  });

  it('refuses a start more than 12 months back, and takes exactly 12 months', () => {
    expect(dayOf(earliestDay(now))).toBe('2025-11-24');
    const tooFar = { preset: 'custom' as const, fromDay: '2025-11-23', toDay: '2026-01-01' };
    expect(periodProblems(tooFar, now)).toEqual({ fromDay: 'tooFarBack' });
    expect(periodProblems({ ...tooFar, fromDay: '2025-11-24' }, now)).toEqual({});
  });

  it('asks for both days of a custom range; presets have nothing to check', () => {
    const empty = { preset: 'custom' as const, fromDay: '', toDay: '' };
    expect(periodProblems(empty, now)).toEqual({ fromDay: 'required', toDay: 'required' });
    expect(periodProblems({ ...empty, preset: 'today' }, now)).toEqual({});
  });
});
