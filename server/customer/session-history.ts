import { UNKNOWN } from '../../domain/user-agent.ts';
import type { PlayerSession } from '../../generated/server/model/playerSession.ts';
import type { Db } from '../db/database.ts';

// The member area's session history: the player's own sessions that began in the period,
// newest first, the one the request comes from marked current. A session still open has no
// logout time (the player may be logged in on several devices at once).
export async function sessionHistory(
  db: Db,
  query: { playerId: number; currentSessionId: number; from: Date; to: Date },
  page: { skip: number; take: number },
): Promise<{ items: PlayerSession[]; total: number }> {
  const inPeriod = db
    .selectFrom('sessions')
    .where('player_id', '=', query.playerId)
    .where('started_at', '>=', query.from)
    .where('started_at', '<=', query.to);
  const { total } = await inPeriod
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await inPeriod
    .select(['id', 'started_at', 'ended_at', 'ip', 'device', 'browser'])
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.take)
    .execute();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      id: row.id,
      loginTime: row.started_at.toISOString(),
      logoutTime: row.ended_at?.toISOString() ?? null,
      ip: row.ip ?? UNKNOWN,
      device: row.device ?? UNKNOWN,
      browser: row.browser ?? UNKNOWN,
      current: row.id === query.currentSessionId,
    })),
  };
}
