import { createFactory } from 'hono/factory';
import type { GetGameContext } from '../../generated/server/routes/casino/casino.context.ts';
import { GetGameBody, GetGameResponse } from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { findGame, gameOf } from '../casino/games.ts';
import { servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

const factory = createFactory();
export const getGameHandlers = factory.createHandlers(
  zValidator('json', GetGameBody),
  zValidator('response', GetGameResponse),
  async (c: GetGameContext) => {
    // Public, like the search: a visitor's play page names the game in its login prompt.
    const { gameCode, launchProvider } = c.req.valid('json');
    const game = await findGame(servicesOf(c).db, gameCode, launchProvider);
    return game ? ok(c, gameOf(game)) : refuse(c, tOf(c)('casino:gameNotFound'));
  },
);
