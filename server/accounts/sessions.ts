import type { Context } from 'hono';
import { describeAgent } from '../../domain/user-agent.ts';
import { clientIp } from '../abuse/client-address.ts';
import { servicesOf } from '../http/context.ts';
import { newToken, hashToken } from '../security/tokens.ts';
import type { Services } from '../services.ts';

// A session is a random token the player holds and the server knows only by its hash. It ends
// at once on logout, a break or a self-exclusion; the hub connections of an ended session are
// closed with the reason. The member area's session history lists these rows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

/** What is kept with a session about where it was opened (the session history shows it). */
export interface SessionOrigin {
  ip: string | null;
  user_agent: string | null;
  device: string;
  browser: string;
  fingerprint: string | null;
}

/** The address the request comes from, by the server's TRUST_PROXY rule (server/abuse/). */
function addressOf(c: AnyContext): string | null {
  return clientIp(c, servicesOf(c).config.trustProxy)?.slice(0, 64) ?? null;
}

/** Where a session is opened from, read from the request. */
export function deviceOf(c: AnyContext): SessionOrigin {
  const agent = c.req.header('user-agent')?.slice(0, 300) ?? null;
  return {
    ip: addressOf(c),
    user_agent: agent,
    ...describeAgent(agent),
    fingerprint: c.req.header('x-fingerprint')?.slice(0, 100) ?? null,
  };
}

export async function openSession(
  services: Services,
  playerId: number,
  origin: SessionOrigin,
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
      ...origin,
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

/**
 * Ends every open session of a player (a break, an exclusion, a password reset), or every one but
 * `except` (a password change ends the player's other sessions, not the one it came from).
 */
export async function endAllSessions(
  services: Services,
  playerId: number,
  reason: string,
  except?: number,
): Promise<void> {
  let query = services.db
    .updateTable('sessions')
    .set({ ended_at: services.now(), end_reason: reason })
    .where('player_id', '=', playerId)
    .where('ended_at', 'is', null);
  if (except !== undefined) query = query.where('id', '<>', except);
  const open = await query.returning('id').execute();
  open.forEach(({ id }) => services.hub.closeSession(id, reason));
}

/** Whether a session is still open (the hub's check when a connection is made). */
export async function isSessionOpen(services: Services, sessionId: number): Promise<boolean> {
  const row = await services.db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
