import {
  getGetNotificationsMockHandler,
  getReadNotificationMockHandler,
} from '@generated/api/customer/customer.msw';
import type { Notification, ReadNotificationRequest } from '@generated/api/model';
import { seededNotifications } from '../data/notifications-data';
import { db, findPlayerByToken } from '../db';
import { ok, refused, say, unauthorized } from './envelope';

// customer/notification and customer/readnotification, kept per player in the mock database
// (model `notificationList`, the list as its JSON text); a player's list is seeded when first read.
const byUsername = (username: string) => ({ where: { username: { equals: username } } });

/** The player's list, newest first (a copy: `writeList` stores a changed one). */
function listOf(username: string): Notification[] {
  const entity = db.notificationList.findFirst(byUsername(username));
  if (entity) return JSON.parse(entity.items) as Notification[];
  const list = seededNotifications(username);
  writeList(username, list);
  return list;
}

function writeList(username: string, list: readonly Notification[]): void {
  const items = JSON.stringify(list);
  if (!db.notificationList.update({ ...byUsername(username), data: { items } })) {
    db.notificationList.create({ username, items });
  }
}

/** Forgets every change (tests start from the seeded lists). */
export function resetNotifications(): void {
  db.notificationList.deleteMany({ where: {} });
}

/** Replaces a player's whole list (the empty-notifications and many-unread scenarios). */
export function setNotifications(username: string, list: readonly Notification[]): void {
  writeList(username, list);
}

/** A new notification for a player, first in the list (the realtime hub pushes it too). */
export function addNotification(
  username: string,
  fields: Omit<Notification, 'id' | 'isRead' | 'timeStamp'>,
): Notification {
  const list = listOf(username);
  const notification: Notification = {
    ...fields,
    id: Math.max(1000, ...list.map((item) => item.id)) + 1,
    isRead: false,
    timeStamp: new Date().toISOString().slice(0, 19),
  };
  writeList(username, [notification, ...list]);
  return notification;
}

function isReadRequest(value: unknown): value is ReadNotificationRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { id } = value as Record<string, unknown>;
  return Array.isArray(id) && id.length > 0 && id.every((item) => Number.isInteger(item));
}

export const notificationHandlers = [
  getGetNotificationsMockHandler(async ({ request }) => {
    const player = findPlayerByToken(request.headers.get('authorization'));
    if (!player) unauthorized();
    const body = (await request.json().catch(() => null)) as { skip?: unknown; take?: unknown };
    const list = listOf(player.username);
    const skip = Number.isInteger(body?.skip) ? Number(body?.skip) : 0;
    const take = Number.isInteger(body?.take) ? Number(body?.take) : list.length;
    return ok(list.slice(skip, skip + take));
  }),

  getReadNotificationMockHandler(async ({ request }) => {
    const player = findPlayerByToken(request.headers.get('authorization'));
    if (!player) unauthorized();
    const body: unknown = await request.json().catch(() => null);
    const notFound = say(request, 'Bildirim bulunamadı.', 'The notification was not found.');
    if (!isReadRequest(body)) return refused(notFound);
    const list = listOf(player.username);
    const found = list.filter((item) => body.id.includes(item.id));
    if (found.length === 0) return refused(notFound);
    found.forEach((item) => (item.isRead = true));
    writeList(player.username, list);
    return ok(null);
  }),
];
