import { createFactory } from 'hono/factory';
import type { SearchGamesContext } from '../../generated/server/routes/casino/casino.context.ts';
import {
  SearchGamesBody,
  SearchGamesResponse,
} from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { searchGames } from '../casino/games.ts';
import { servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

const factory = createFactory();
export const searchGamesHandlers = factory.createHandlers(
  zValidator('json', SearchGamesBody),
  zValidator('response', SearchGamesResponse),
  async (c: SearchGamesContext) => {
    // Public: the search box works for visitors too.
    return ok(c, await searchGames(servicesOf(c).db, c.req.valid('json')));
  },
);
