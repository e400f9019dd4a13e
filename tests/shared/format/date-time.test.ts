// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as constants from '@/shared/config/constants';
import { formatDate, formatDateTime } from '@/shared/format/date-time';
import * as notificationModel from '@/shared/notifications/notification-model';

// One date format on the whole site: day.month.year hours:minutes in the player's local time,
// in both languages (notifications, histories, limits, the CSV export).
describe('the date format', () => {
  it('writes a moment as day.month.year hours:minutes, zero-padded, 24-hour', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3))).toBe('05.01.2026 07:03');
    expect(formatDateTime(new Date(2026, 10, 24, 0, 5))).toBe('24.11.2026 00:05');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59))).toBe('31.12.2026 23:59');
  });

  it('reads the server’s ISO times in local time', () => {
    const iso = '2026-11-24T21:05:00Z';
    const local = new Date(iso);
    const two = (value: number) => String(value).padStart(2, '0');
    expect(formatDateTime(iso)).toBe(
      `${two(local.getDate())}.${two(local.getMonth() + 1)}.${local.getFullYear()} ` +
        `${two(local.getHours())}:${two(local.getMinutes())}`,
    );
  });

  it('writes a day alone as day.month.year', () => {
    expect(formatDate(new Date(2026, 2, 9, 18, 30))).toBe('09.03.2026');
    expect(formatDate('2026-03-09T12:00:00')).toBe('09.03.2026');
  });

  it('writes nothing for an unreadable time', () => {
    expect(formatDateTime('yesterday')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('is named once: no other format constant, no second formatter', () => {
    expect(Object.keys(constants)).not.toContain('DATE_FORMAT');
    expect(Object.keys(notificationModel)).not.toContain('formatNotificationTime');
  });
});
