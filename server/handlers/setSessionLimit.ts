import { createFactory } from 'hono/factory';
import type { SetSessionLimitContext } from '../../generated/server/routes/protection/protection.context.ts';
import {
  SetSessionLimitBody,
  SetSessionLimitResponse,
} from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { changeLimits, savedMessage } from '../protection/limit-changes.ts';

// The daily session-time limit in minutes, by the same rule as the money limits: lower now,
// higher or removed after 24 hours.
const factory = createFactory();
export const setSessionLimitHandlers = factory.createHandlers(
  zValidator('json', SetSessionLimitBody),
  zValidator('response', SetSessionLimitResponse),
  async (c: SetSessionLimitContext) => {
    const services = servicesOf(c);
    const { player } = await requireSession(c);
    const { minutes } = c.req.valid('json');
    const outcomes = await changeLimits(services, player.id, 4, [[1, minutes]]);
    return ok(c, null, savedMessage(tOf(c), localeOf(c), outcomes, services.now()));
  },
);
