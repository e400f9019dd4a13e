import { sql } from 'kysely';
import { demoPlayers } from '../../mocks/data/demo-players.ts';
import { seedHistory } from '../../mocks/data/history-seed.ts';
import { seededNotifications } from '../../mocks/data/notifications-data.ts';
import { newToken, hashToken } from '../security/tokens.ts';
import type { SeedContext } from './seed-context.ts';

// The customer data an empty database starts with, the same as the mock's: demo's notifications
// (three unread) and demo's past sessions (the member area's session history), with their ids.
export async function seedCustomer({ services, players }: SeedContext): Promise<void> {
  const [demo] = demoPlayers;
  const playerId = players.get(demo.username);
  if (playerId === undefined) return;
  const notifications = seededNotifications(demo.username);
  if (notifications.length) {
    await services.db
      .insertInto('notifications')
      .values(
        notifications.map((item) => ({
          id: item.id,
          player_id: playerId,
          type: String(item.type),
          title: item.title,
          note: item.note,
          is_read: item.isRead,
          created_at: new Date(`${item.timeStamp}Z`),
        })),
      )
      .execute();
  }
  const { sessions } = seedHistory(services.now().getTime(), demo.balance);
  if (sessions.length) {
    await services.db
      .insertInto('sessions')
      .values(
        sessions.map((session) => {
          const ended = session.logoutTime ? new Date(session.logoutTime) : null;
          return {
            id: session.id,
            player_id: playerId,
            // A past session has no token anyone holds: a random one, ended.
            token_hash: hashToken(newToken()),
            started_at: new Date(session.loginTime),
            last_seen_at: ended ?? new Date(session.loginTime),
            ended_at: ended,
            end_reason: ended ? 'logout' : null,
            ip: session.ip,
            device: session.device,
            browser: session.browser,
          };
        }),
      )
      .execute();
  }
  // Rows made later are numbered after the seeded ones.
  for (const table of ['notifications', 'sessions'] as const) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
      services.db,
    );
  }
}
