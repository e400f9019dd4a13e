import { createFactory } from 'hono/factory';
import type { ChangePasswordContext } from '../../generated/server/routes/customer/customer.context.ts';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
} from '../../generated/server/routes/customer/customer.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { endAllSessions } from '../accounts/sessions.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';

// A new password for the logged-in player, who proves the current one. The player's other
// sessions end (another device logged in with the old password); this one stays.
const factory = createFactory();
export const changePasswordHandlers = factory.createHandlers(
  zValidator('json', ChangePasswordBody),
  zValidator('response', ChangePasswordResponse),
  async (c: ChangePasswordContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { player, sessionId } = await requireSession(c);
    const { oldPassword, password, confirmPassword } = c.req.valid('json');
    if (password !== confirmPassword) return refuse(c, t('auth:passwordMismatch'));
    if (!(await verifyPassword(oldPassword, player.password_hash)))
      return refuse(c, t('customer:currentPasswordWrong'));
    await services.db
      .updateTable('players')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', player.id)
      .execute();
    await endAllSessions(services, player.id, 'password-changed', sessionId);
    return ok(c, null, t('auth:passwordChanged'));
  },
);
