import { createFactory } from 'hono/factory';
import type { ToggleFavoriteContext } from '../../generated/server/routes/casino/casino.context.ts';
import {
  ToggleFavoriteBody,
  ToggleFavoriteResponse,
} from '../../generated/server/routes/casino/casino.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { toggleFavorite } from '../casino/favorites.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

const factory = createFactory();
export const toggleFavoriteHandlers = factory.createHandlers(
  zValidator('json', ToggleFavoriteBody),
  zValidator('response', ToggleFavoriteResponse),
  async (c: ToggleFavoriteContext) => {
    const t = tOf(c);
    const { player } = await requireSession(c);
    const { code, providerId } = c.req.valid('json');
    const toggled = await toggleFavorite(servicesOf(c), player.id, code, providerId);
    if (toggled === null) return refuse(c, t('casino:favoriteNotFound'));
    return ok(c, null, t(toggled === 'added' ? 'casino:favoriteAdded' : 'casino:favoriteRemoved'));
  },
);
