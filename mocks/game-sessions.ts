import type { GameProvider } from '@generated/api/model';
import { db, findPlayer } from './db';

// Game sessions of the mock game page (mocks/static/mock-game.html), as a provider's wallet keeps
// them: the launch call issues a random token bound to the logged-in player, the game and the
// provider, and puts it in the game's address; a spin names only that token, and the player, the
// game and the provider come from the token, never from the game's message (a game page can say
// anything). Lifetime: one launch. A new launch of the same game by the same player issues a new
// token and ends the previous one; logging out ends all of the player's; a break or an exclusion
// (which changes the player's login token) ends them too. They are kept in the mock database
// (model `gameSession`) but left out of its saved snapshot: after a page reload the play view
// launches again, with a new token.

export interface GameSession {
  player: string;
  game: string;
  provider: GameProvider;
  /** The player's login token when the game was launched: a new login token ends the session. */
  loginToken: string;
}

// 32 random bytes: unguessable, and a new one each launch.
const TOKEN_BYTES = 32;

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const byToken = (token: string) => ({ where: { token: { equals: token } } });

/** Issues the token of a new launch; the previous launch of this game by this player ends. */
export function issueGameSession(session: GameSession): string {
  db.gameSession.deleteMany({
    where: {
      player: { equals: session.player },
      game: { equals: session.game },
      provider: { equals: session.provider },
    },
  });
  const token = randomToken();
  db.gameSession.create({ token, ...session });
  return token;
}

/** The live game session of a token, or null (unknown, superseded, logged out or shut out). */
export function gameSessionOf(token: string): GameSession | null {
  const entity = db.gameSession.findFirst(byToken(token));
  if (!entity) return null;
  if (findPlayer(entity.player)?.token !== entity.loginToken) {
    db.gameSession.delete(byToken(token));
    return null;
  }
  const { player, game, provider, loginToken } = entity;
  return { player, game, provider, loginToken };
}

/** Ends every game session of the player (at logout). */
export function endGameSessions(player: string): void {
  db.gameSession.deleteMany({ where: { player: { equals: player } } });
}

/** Forgets every game session (the mock backend back to its seed). */
export function resetGameSessions(): void {
  db.gameSession.deleteMany({ where: {} });
}
