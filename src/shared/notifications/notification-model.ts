import type { Notification } from '@generated/api/model';

// A notification as the site shows it. The type arrives as a number (NotificationType:
// Deposit=1, Withdraw=2, Jackpot=3, Bonus=4, System=5) from one place and as a name from another;
// it is turned into a name here, once, where the data comes in (the list call and the hub).

export type NotificationKind = 'deposit' | 'withdraw' | 'jackpot' | 'bonus' | 'system';

export interface PlayerNotification {
  id: number;
  title: string;
  note: string;
  kind: NotificationKind;
  /** The moment it was sent; null when the server's timestamp cannot be read. */
  sentAt: Date | null;
  isRead: boolean;
}

const kindOfNumber: Record<number, NotificationKind> = {
  1: 'deposit',
  2: 'withdraw',
  3: 'jackpot',
  4: 'bonus',
  5: 'system',
};

const kinds: readonly string[] = Object.values(kindOfNumber);

/** The type's name; an unknown type counts as a system notification. */
export function notificationKind(type: unknown): NotificationKind {
  if (typeof type === 'number') return kindOfNumber[type] ?? 'system';
  if (typeof type === 'string') {
    const name = type.trim().toLowerCase();
    if (kinds.includes(name)) return name as NotificationKind;
    const asNumber = Number(name);
    if (name !== '' && Number.isInteger(asNumber)) return kindOfNumber[asNumber] ?? 'system';
  }
  return 'system';
}

/** The server's UTC time without a zone marker ("2026-11-20T18:42:00"): a marker is appended. */
export function notificationTime(timeStamp: string): Date | null {
  const text = timeStamp.trim();
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const date = new Date(hasZone ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toPlayerNotification(notification: Notification): PlayerNotification {
  return {
    id: notification.id,
    title: notification.title,
    note: notification.note,
    kind: notificationKind(notification.type),
    sentAt: notificationTime(notification.timeStamp),
    isRead: notification.isRead,
  };
}
