import { createFactory } from 'hono/factory';
import type { GetPaymentMethodsContext } from '../../generated/server/routes/payment/payment.context.ts';
import {
  GetPaymentMethodsQueryParams,
  GetPaymentMethodsResponse,
} from '../../generated/server/routes/payment/payment.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { methodsOfType, methodView } from '../payments/methods.ts';

// The deposit or withdraw methods the player can use, with their bounds.
const factory = createFactory();
export const getPaymentMethodsHandlers = factory.createHandlers(
  zValidator('query', GetPaymentMethodsQueryParams),
  zValidator('response', GetPaymentMethodsResponse),
  async (c: GetPaymentMethodsContext) => {
    await requireSession(c);
    const { type } = c.req.valid('query');
    const methods = await methodsOfType(servicesOf(c).db, type);
    return ok(c, methods.map(methodView));
  },
);
