// The period of a history page: the presets a player picks most, or a custom range of days.
// Days are the player's own (local) days; the request carries their UTC instants. A period
// reaches at most 12 months back (the server refuses more) and starts before it ends. Plain date
// arithmetic: no library is needed for whole days.

export const PERIOD_PRESETS = ['today', 'last7', 'last30', 'last3Months', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const HISTORY_MONTHS_BACK = 12;

export interface Period {
  preset: PeriodPreset;
  /** The custom range's days as an `<input type="date">` holds them: YYYY-MM-DD. */
  fromDay: string;
  toDay: string;
}

export interface PeriodRange {
  from: Date;
  to: Date;
}

export type PeriodProblem = 'required' | 'startAfterEnd' | 'tooFarBack';

/** A local day as YYYY-MM-DD. */
export function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight starting a YYYY-MM-DD day, or null for anything else. */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const start = new Date(year, month - 1, date);
  return start.getMonth() === month - 1 && start.getDate() === date ? start : null;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const endOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);
}

function monthsBefore(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() - months, date.getDate());
}

/** The first day a period may start on: the same day 12 months ago. */
export function earliestDay(now: Date): Date {
  return monthsBefore(startOfDay(now), HISTORY_MONTHS_BACK);
}

/** The default period of every history page. */
export function defaultPeriod(now: Date): Period {
  const today = dayOf(now);
  return { preset: 'last30', fromDay: dayOf(daysBefore(now, 29)), toDay: today };
}

/** What is wrong with a custom range, per field; empty when it can be asked for. */
export function periodProblems(
  period: Period,
  now: Date,
): Partial<Record<'fromDay' | 'toDay', PeriodProblem>> {
  if (period.preset !== 'custom') return {};
  const from = parseDay(period.fromDay);
  const to = parseDay(period.toDay);
  const problems: Partial<Record<'fromDay' | 'toDay', PeriodProblem>> = {};
  if (!from) problems.fromDay = 'required';
  if (!to) problems.toDay = 'required';
  if (from && from < earliestDay(now)) problems.fromDay = 'tooFarBack';
  else if (from && to && from > to) problems.fromDay = 'startAfterEnd';
  return problems;
}

/** The instants a valid period covers, from the start of its first day to the end of its last. */
export function periodRange(period: Period, now: Date): PeriodRange {
  const today = endOfDay(now);
  switch (period.preset) {
    case 'today':
      return { from: startOfDay(now), to: today };
    case 'last7':
      return { from: daysBefore(now, 6), to: today };
    case 'last30':
      return { from: daysBefore(now, 29), to: today };
    case 'last3Months':
      return { from: monthsBefore(startOfDay(now), 3), to: today };
    case 'custom':
      return {
        from: parseDay(period.fromDay) ?? startOfDay(now),
        to: endOfDay(parseDay(period.toDay) ?? now),
      };
  }
}

/** The period as the history calls take it. */
export function periodRequest(period: Period, now: Date): { from: string; to: string } {
  const { from, to } = periodRange(period, now);
  return { from: from.toISOString(), to: to.toISOString() };
}
