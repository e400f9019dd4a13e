import { createFactory } from 'hono/factory';
import { breakEndsAt } from '../../domain/breaks.ts';
import type { TakeBreakContext } from '../../generated/server/routes/protection/protection.context.ts';
import {
  TakeBreakBody,
  TakeBreakResponse,
} from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { moment } from '../i18n/i18n.ts';
import { shutOut } from '../protection/blocks.ts';
import { verifyPassword } from '../security/passwords.ts';

// A break, confirmed with the password: every session of the player ends at once and logging
// in, playing and depositing are refused until it ends. It cannot be shortened.
const factory = createFactory();
export const takeBreakHandlers = factory.createHandlers(
  zValidator('json', TakeBreakBody),
  zValidator('response', TakeBreakResponse),
  async (c: TakeBreakContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { player } = await requireSession(c);
    const { period, password } = c.req.valid('json');
    if (!(await verifyPassword(password, player.password_hash)))
      return refuse(c, t('protection:wrongPassword'));
    const until = new Date(breakEndsAt(period, services.now().getTime()));
    await shutOut(services, player.id, 'break', until);
    return ok(c, null, t('protection:breakTaken', { when: moment(localeOf(c), until) }));
  },
);
