import { createFactory } from 'hono/factory';
import { exclusionEndsAt } from '../../domain/breaks.ts';
import type { SelfExcludeContext } from '../../generated/server/routes/protection/protection.context.ts';
import {
  SelfExcludeBody,
  SelfExcludeResponse,
} from '../../generated/server/routes/protection/protection.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { moment } from '../i18n/i18n.ts';
import { shutOut } from '../protection/blocks.ts';
import { verifyPassword } from '../security/passwords.ts';

// A self-exclusion, confirmed with the password: every session of the player ends at once and
// logging in, playing and depositing are refused until it ends. It cannot be shortened.
const factory = createFactory();
export const selfExcludeHandlers = factory.createHandlers(
  zValidator('json', SelfExcludeBody),
  zValidator('response', SelfExcludeResponse),
  async (c: SelfExcludeContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { player } = await requireSession(c);
    const { period, password } = c.req.valid('json');
    if (!(await verifyPassword(password, player.password_hash)))
      return refuse(c, t('protection:wrongPassword'));
    const until = new Date(exclusionEndsAt(period, services.now().getTime()));
    await shutOut(services, player.id, 'exclusion', until);
    return ok(c, null, t('protection:excluded', { when: moment(localeOf(c), until) }));
  },
);
