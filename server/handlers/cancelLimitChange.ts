import { createFactory } from 'hono/factory';
import type { CancelLimitChangeContext } from '../../generated/server/routes/protection/protection.context.ts';
import {
  CancelLimitChangeBody,
  CancelLimitChangeResponse,
} from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { cancelLimitChange } from '../protection/limit-changes.ts';

// Takes back a raise or removal still waiting for its 24 hours; the limit in force stays.
const factory = createFactory();
export const cancelLimitChangeHandlers = factory.createHandlers(
  zValidator('json', CancelLimitChangeBody),
  zValidator('response', CancelLimitChangeResponse),
  async (c: CancelLimitChangeContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { player } = await requireSession(c);
    const { kind, period } = c.req.valid('json');
    if (!(await cancelLimitChange(services, player.id, kind, period)))
      return refuse(c, t('protection:noPendingChange'));
    return ok(c, null, t('protection:changeCancelled'));
  },
);
