import { createFactory } from 'hono/factory';
import type { GetPaymentDetailContext } from '../../generated/server/routes/payment/payment.context.ts';
import {
  GetPaymentDetailBody,
  GetPaymentDetailResponse,
} from '../../generated/server/routes/payment/payment.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { fieldsOf, methodOf } from '../payments/methods.ts';

// The fields of a method's form; an empty list is a method without one ('No data found' on the
// site). A method that does not exist in that direction is refused.
const factory = createFactory();
export const getPaymentDetailHandlers = factory.createHandlers(
  zValidator('json', GetPaymentDetailBody),
  zValidator('response', GetPaymentDetailResponse),
  async (c: GetPaymentDetailContext) => {
    await requireSession(c);
    const { db } = servicesOf(c);
    const { id, type } = c.req.valid('json');
    const method = await methodOf(db, id, type);
    if (!method) return refuse(c, tOf(c)('payment:methodUnavailable'));
    return ok(c, await fieldsOf(db, method.id));
  },
);
