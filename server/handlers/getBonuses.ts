import { createFactory } from 'hono/factory';
import type { GetBonusesContext } from '../../generated/server/routes/bonus/bonus.context.ts';
import { GetBonusesResponse } from '../../generated/server/routes/bonus/bonus.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { bonusesOf } from '../bonus/player-bonuses.ts';
import { localeOf, requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

const factory = createFactory();
export const getBonusesHandlers = factory.createHandlers(
  zValidator('response', GetBonusesResponse),
  async (c: GetBonusesContext) => {
    const { player } = await requireSession(c);
    const services = servicesOf(c);
    return ok(c, await bonusesOf(services.db, player.id, localeOf(c), services.now()));
  },
);
