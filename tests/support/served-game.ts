import { getGetGameMockHandler } from '@generated/api/casino/casino.msw';
import type { Game } from '@generated/api/model';
import { mockServer } from '@mocks/node';
import { encodeGame } from '@/shared/casino/game-codec';
import { paths } from '@/shared/config/paths';

/**
 * The play address of a game the mock casino does not list, with the server's lookup
 * (POST casino/game) answering that game: the play page only launches what the server names.
 */
export function servedPlayRoute(game: Game): string {
  mockServer.use(getGetGameMockHandler({ success: true, message: null, data: game }));
  return paths.casinoPlay(encodeGame(game));
}
