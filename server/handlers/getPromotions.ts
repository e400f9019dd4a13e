import { createFactory } from 'hono/factory';
import type { GetPromotionsContext } from '../../generated/server/routes/cms/cms.context.ts';
import { GetPromotionsResponse } from '../../generated/server/routes/cms/cms.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { activePromotions } from '../content/promotions.ts';
import { localeOf, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

// The active promotions in the request's language, in their order.
const factory = createFactory();
export const getPromotionsHandlers = factory.createHandlers(
  zValidator('response', GetPromotionsResponse),
  async (c: GetPromotionsContext) => {
    const { db } = servicesOf(c);
    return ok(c, await activePromotions(db, localeOf(c)));
  },
);
