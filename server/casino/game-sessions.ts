import type { Db } from '../db/database.ts';
import { transact } from '../db/transact.ts';
import { hashToken, newToken } from '../security/tokens.ts';
import type { Services } from '../services.ts';

// Game sessions, as a provider's wallet keeps them: a launch issues a random token bound to the
// player, the login session the launch came from and the game, and puts it in the game's address.
// Everything the game later asks names only that token: the player and the game are the token's,
// never what a game page says. Only the token's SHA-256 is stored. A session lasts until it
// expires, until the same player launches the same game again (the new launch replaces it) or
// until its login session ends (logout, or a break or exclusion, which end the login sessions).
export const GAME_SESSION_TTL_MS = 8 * 3_600_000;

export interface GameSession {
  id: number;
  playerId: number;
  gameCode: string;
  /** Whether bets are taken: not ended, not expired, its login session still open. */
  live: boolean;
}

/** Issues the token of a new launch; the player's previous session of this game ends. */
export async function issueGameSession(
  services: Services,
  launch: { playerId: number; loginSessionId: number; gameCode: string },
): Promise<string> {
  const token = newToken();
  const now = services.now();
  await transact(services.db, async (trx) => {
    await trx
      .updateTable('game_sessions')
      .set({ ended_at: now })
      .where('player_id', '=', launch.playerId)
      .where('game_code', '=', launch.gameCode)
      .where('ended_at', 'is', null)
      .execute();
    await trx
      .insertInto('game_sessions')
      .values({
        player_id: launch.playerId,
        login_session_id: launch.loginSessionId,
        game_code: launch.gameCode,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: new Date(now.getTime() + GAME_SESSION_TTL_MS),
      })
      .execute();
  });
  return token;
}

/**
 * The game session of a token, live or not, or null for a token that was never issued. A round
 * begun in a session may still be settled after the session ends; new bets need a live one.
 */
export async function gameSessionOf(db: Db, token: string, now: Date): Promise<GameSession | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('game_sessions')
    .innerJoin('sessions', 'sessions.id', 'game_sessions.login_session_id')
    .select([
      'game_sessions.id',
      'game_sessions.player_id',
      'game_sessions.game_code',
      'game_sessions.expires_at',
      'game_sessions.ended_at',
      'sessions.ended_at as login_ended_at',
    ])
    .where('game_sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    playerId: row.player_id,
    gameCode: row.game_code,
    live: row.ended_at === null && row.login_ended_at === null && row.expires_at > now,
  };
}
