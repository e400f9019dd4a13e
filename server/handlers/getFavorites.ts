import { createFactory } from 'hono/factory';
import type { GetFavoritesContext } from '../../generated/server/routes/casino/casino.context.ts';
import { GetFavoritesResponse } from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { favoritesOf } from '../casino/favorites.ts';
import { requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

const factory = createFactory();
export const getFavoritesHandlers = factory.createHandlers(
  zValidator('response', GetFavoritesResponse),
  async (c: GetFavoritesContext) => {
    const { player } = await requireSession(c);
    return ok(c, await favoritesOf(servicesOf(c).db, player.id));
  },
);
