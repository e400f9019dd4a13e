import { createFactory } from 'hono/factory';
import type { GetBonusOffersContext } from '../../generated/server/routes/bonus/bonus.context.ts';
import { GetBonusOffersResponse } from '../../generated/server/routes/bonus/bonus.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { offersFor } from '../bonus/offers.ts';
import { localeOf, requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

const factory = createFactory();
export const getBonusOffersHandlers = factory.createHandlers(
  zValidator('response', GetBonusOffersResponse),
  async (c: GetBonusOffersContext) => {
    const { player } = await requireSession(c);
    const services = servicesOf(c);
    return ok(c, await offersFor(services.db, player.id, localeOf(c), services.now()));
  },
);
