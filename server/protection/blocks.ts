import type { BlockKind } from '../../domain/breaks.ts';
import { endAllSessions } from '../accounts/sessions.ts';
import type { Db } from '../db/database.ts';
import type { Services } from '../services.ts';

// Whether a player is on a break or self-excluded now, and until when: no login, no play, no
// deposit until then. Neither can be shortened, so the one that ends last is the one that counts.
export interface PlayBlock {
  kind: BlockKind;
  until: Date;
}

/** The break or exclusion that keeps the player out at `now`, read through `db`. */
export async function blockAt(db: Db, playerId: number, now: Date): Promise<PlayBlock | null> {
  const row = await db
    .selectFrom('play_blocks')
    .select(['kind', 'ends_at'])
    .where('player_id', '=', playerId)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { kind: row.kind, until: row.ends_at } : null;
}

export async function playBlock(
  services: Services,
  playerId: number,
): Promise<{ kind: 'break' | 'exclusion'; until: Date } | null> {
  return blockAt(services.db, playerId, services.now());
}

/** Why a session was ended, as the hub tells its connections. */
const END_REASONS: Record<BlockKind, string> = {
  break: 'The player is taking a break.',
  exclusion: 'The player has excluded themselves.',
};

/**
 * Starts a break or an exclusion until `until` and ends every open session of the player at
 * once: each of their tokens answers 401 from now on and their hub connections close.
 */
export async function shutOut(
  services: Services,
  playerId: number,
  kind: BlockKind,
  until: Date,
): Promise<void> {
  await services.db
    .insertInto('play_blocks')
    .values({ player_id: playerId, kind, starts_at: services.now(), ends_at: until })
    .execute();
  await endAllSessions(services, playerId, END_REASONS[kind]);
}
