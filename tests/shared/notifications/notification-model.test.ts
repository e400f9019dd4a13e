// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/date-time';
import { notificationKind, notificationTime } from '@/shared/notifications/notification-model';

// A notification's type comes as a number (Deposit=1 ... System=5) or a name; the timestamp is UTC
// without a zone marker, shown as day.month.year hours:minutes in local time.
describe('notificationKind', () => {
  it.each([
    [1, 'deposit'],
    [2, 'withdraw'],
    [3, 'jackpot'],
    [4, 'bonus'],
    [5, 'system'],
    ['deposit', 'deposit'],
    ['Bonus', 'bonus'],
    ['withdraw', 'withdraw'],
    ['system', 'system'],
    ['4', 'bonus'],
  ])('reads %j as %s', (type, kind) => {
    expect(notificationKind(type)).toBe(kind);
  });

  it.each([[0], [9], ['promo'], [null], ['']])('counts %j as a system notification', (type) => {
    expect(notificationKind(type)).toBe('system');
  });
});

describe('the notification time', () => {
  it('reads the server time as UTC', () => {
    expect(notificationTime('2026-11-20T18:42:00')?.toISOString()).toBe('2026-11-20T18:42:00.000Z');
    expect(notificationTime('2026-11-20T18:42:00.5')?.toISOString()).toBe(
      '2026-11-20T18:42:00.500Z',
    );
    expect(notificationTime('2026-11-20T18:42:00Z')?.toISOString()).toBe(
      '2026-11-20T18:42:00.000Z',
    );
  });

  it('treats an unreadable time as none', () => {
    expect(notificationTime('yesterday')).toBeNull();
  });

  it('shows day.month.year hours:minutes in local time', () => {
    const date = new Date(2026, 0, 5, 7, 3);
    expect(formatDateTime(date)).toBe('05.01.2026 07:03');
    const utc = notificationTime('2026-11-20T18:42:00');
    if (!utc) throw new Error('unreadable');
    const local = `${String(utc.getDate()).padStart(2, '0')}.11.2026 ${String(utc.getHours()).padStart(2, '0')}:42`;
    expect(formatDateTime(utc)).toBe(local);
  });
});
