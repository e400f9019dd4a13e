import { createFactory } from 'hono/factory';
import type { GetTopWinnersContext } from '../../generated/server/routes/transaction/transaction.context.ts';
import {
  GetTopWinnersBody,
  GetTopWinnersResponse,
} from '../../generated/server/routes/transaction/transaction.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { topWinners } from '../casino/winners.ts';
import { servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

const factory = createFactory();
export const getTopWinnersHandlers = factory.createHandlers(
  zValidator('json', GetTopWinnersBody),
  zValidator('response', GetTopWinnersResponse),
  async (c: GetTopWinnersContext) => {
    const { isLive, count } = c.req.valid('json');
    return ok(c, await topWinners(servicesOf(c), { live: isLive, count }));
  },
);
