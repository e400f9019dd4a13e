import type { Notification } from '../../generated/server/model/notification.ts';
import type { Db } from '../db/database.ts';
import type { Services } from '../services.ts';

// A notification is a row for the player's list and, at once, a NotifyMessage on the hub to
// every connection of the player, on whichever server it is ('Notification' command, the
// Notification as the message).
type NotificationType = Notification['type'];

export function notificationOf(row: {
  id: number;
  type: string;
  title: string;
  note: string;
  is_read: boolean;
  created_at: Date;
}): Notification {
  return {
    id: row.id,
    title: row.title,
    note: row.note,
    type: (/^\d+$/.test(row.type) ? Number(row.type) : row.type) as NotificationType,
    isRead: row.is_read,
    // UTC without a zone marker, as the contract writes it (the client appends the Z).
    timeStamp: row.created_at.toISOString().slice(0, 19),
  };
}

/** Stores a notification (inside the caller's transaction when given) and pushes it. */
export async function notify(
  services: Services,
  playerId: number,
  fields: { type: NotificationType; title: string; note: string },
  db: Db = services.db,
): Promise<Notification> {
  const row = await db
    .insertInto('notifications')
    .values({
      player_id: playerId,
      type: String(fields.type),
      title: fields.title,
      note: fields.note,
      created_at: services.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const notification = notificationOf(row);
  services.hub.send(playerId, 'NotifyMessage', ['Notification', notification]);
  return notification;
}
