import type { GameProvider } from '@generated/api/model';
import { findPlayer } from './db';

// Game sessions of the mock game page (mocks/static/mock-game.html), as a provider's wallet keeps
// them: the launch call issues a random token bound to the logged-in player, the game and the
// provider, and puts it in the game's address; a spin names only that token, and the player, the
// game and the provider come from the token, never from the game's message (a game page can say
// anything). Lifetime: one launch. A new launch of the same game by the same player issues a new
// token and ends the previous one; logging out ends all of the player's; a break or an exclusion
// (which changes the player's login token) ends them too. They live in memory only: after a
// page reload the play view launches again, with a new token.

export interface GameSession {
  player: string;
  game: string;
  provider: GameProvider;
  /** The player's login token when the game was launched: a new login token ends the session. */
  loginToken: string;
}

// 32 random bytes: unguessable, and a new one each launch.
const TOKEN_BYTES = 32;
const sessions = new Map<string, GameSession>();

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Issues the token of a new launch; the previous launch of this game by this player ends. */
export function issueGameSession(session: GameSession): string {
  for (const [token, other] of sessions) {
    if (
      other.player === session.player &&
      other.game === session.game &&
      other.provider === session.provider
    ) {
      sessions.delete(token);
    }
  }
  const token = randomToken();
  sessions.set(token, { ...session });
  return token;
}

/** The live game session of a token, or null (unknown, superseded, logged out or shut out). */
export function gameSessionOf(token: string): GameSession | null {
  const session = sessions.get(token);
  if (!session) return null;
  if (findPlayer(session.player)?.token !== session.loginToken) {
    sessions.delete(token);
    return null;
  }
  return session;
}

/** Ends every game session of the player (at logout). */
export function endGameSessions(player: string): void {
  for (const [token, session] of sessions) {
    if (session.player === player) sessions.delete(token);
  }
}

/** Forgets every game session (the mock backend back to its seed). */
export function resetGameSessions(): void {
  sessions.clear();
}
