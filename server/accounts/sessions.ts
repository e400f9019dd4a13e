import type { Context } from 'hono';
import { newToken, hashToken } from '../security/tokens.ts';
import type { Services } from '../services.ts';

// A session is a random token the player holds and the server knows only by its hash. It ends
// at once on logout, a break or a self-exclusion; the hub connections of an ended session are
// closed with the reason. The member area's session history lists these rows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

/** The device fields kept with a session, from the request (shown in the session history). */
export function deviceOf(c: AnyContext): {
  ip: string | null;
  device: string | null;
  fingerprint: string | null;
} {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return {
    ip: forwarded || c.req.header('x-real-ip') || null,
    device: c.req.header('user-agent')?.slice(0, 300) ?? null,
    fingerprint: c.req.header('x-fingerprint')?.slice(0, 100) ?? null,
  };
}

export async function openSession(
  services: Services,
  playerId: number,
  device: { ip: string | null; device: string | null; fingerprint: string | null },
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const now = services.now();
  const { id } = await services.db
    .insertInto('sessions')
    .values({
      player_id: playerId,
      token_hash: hashToken(token),
      started_at: now,
      last_seen_at: now,
      ...device,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: id };
}

export async function endSession(
  services: Services,
  sessionId: number,
  reason: string,
): Promise<void> {
  await services.db
    .updateTable('sessions')
    .set({ ended_at: services.now(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
  services.hub.closeSession(sessionId, reason);
}

/** Ends every open session of a player (a break, an exclusion, a password change). */
export async function endAllSessions(
  services: Services,
  playerId: number,
  reason: string,
): Promise<void> {
  const open = await services.db
    .updateTable('sessions')
    .set({ ended_at: services.now(), end_reason: reason })
    .where('player_id', '=', playerId)
    .where('ended_at', 'is', null)
    .returning('id')
    .execute();
  open.forEach(({ id }) => services.hub.closeSession(id, reason));
}
