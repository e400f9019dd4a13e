// The site writes every date one way, in the player's local time and in both languages:
// day.month.year hours:minutes (24.11.2026 21:05), or day.month.year where only the day counts.
// Notifications, the member area's histories and limits, and the CSV export all use it.
const two = (value: number) => String(value).padStart(2, '0');

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 24.11.2026 */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** 24.11.2026 21:05 */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A span of time in whole hours and minutes (the page translates them). */
export function durationParts(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
