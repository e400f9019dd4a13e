import type { Game, GameProvider } from '@generated/api/model';
import { gameAt, gameCount } from '../../mocks/data/games-data';

// Games for journeys that open a game by its address without finding it in a grid first. The
// play page launches only what the server's lookup names, so these are games of the mock casino
// (mocks/data/games-data.ts is deterministic): the first slot of each launch provider, the
// popular slots of the home page's strip being category 3.

const SLOT_CATEGORY = 3;

/** The first game of the slot category that opens with `launchProvider`'s launch call. */
export function gameOf(launchProvider: GameProvider): Game {
  for (let index = 0; index < gameCount(SLOT_CATEGORY); index += 1) {
    const game = gameAt(SLOT_CATEGORY, index);
    if (game?.launchProvider === launchProvider) return game;
  }
  throw new Error(`the mock slot category has no ${launchProvider} game`);
}

/** The play page's address for a game (or for whatever object a link's author encodes). */
export const playPath = (game: object) =>
  `/casino/play/${encodeURIComponent(Buffer.from(JSON.stringify(game), 'utf8').toString('base64'))}`;
