import { createFactory } from 'hono/factory';
import type { GetCategoryGamesContext } from '../../generated/server/routes/casino/casino.context.ts';
import {
  GetCategoryGamesBody,
  GetCategoryGamesResponse,
} from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { gamesOfCategories } from '../casino/games.ts';
import { servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

const factory = createFactory();
export const getCategoryGamesHandlers = factory.createHandlers(
  zValidator('json', GetCategoryGamesBody),
  zValidator('response', GetCategoryGamesResponse),
  async (c: GetCategoryGamesContext) => {
    const { systemCategory } = c.req.valid('json');
    return ok(c, await gamesOfCategories(servicesOf(c).db, systemCategory));
  },
);
