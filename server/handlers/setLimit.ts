import { createFactory } from 'hono/factory';
import { limitOrderProblem } from '../../domain/limits.ts';
import type { SetLimitContext } from '../../generated/server/routes/protection/protection.context.ts';
import {
  SetLimitBody,
  SetLimitResponse,
} from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { changeLimits, savedMessage } from '../protection/limit-changes.ts';

// The daily, weekly and monthly amount of one kind of money limit (deposit, loss, wager). A
// longer period's limit may not be below a shorter one's; lower applies now, higher or removed
// after 24 hours, and the message says which.
const factory = createFactory();
export const setLimitHandlers = factory.createHandlers(
  zValidator('json', SetLimitBody),
  zValidator('response', SetLimitResponse),
  async (c: SetLimitContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { player } = await requireSession(c);
    const { kind, day, week, month } = c.req.valid('json');
    const order = limitOrderProblem(day, week, month);
    if (order === 'below-daily') return refuse(c, t('protection:belowDaily'));
    if (order === 'monthly-below-weekly') return refuse(c, t('protection:monthlyBelowWeekly'));
    const outcomes = await changeLimits(services, player.id, kind, [
      [1, day],
      [2, week],
      [3, month],
    ]);
    return ok(c, null, savedMessage(t, localeOf(c), outcomes, services.now()));
  },
);
