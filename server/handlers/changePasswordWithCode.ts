import { createFactory } from 'hono/factory';
import type { ChangePasswordWithCodeContext } from '../../generated/server/routes/auth/auth.context.ts';
import {
  ChangePasswordWithCodeBody,
  ChangePasswordWithCodeResponse,
} from '../../generated/server/routes/auth/auth.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { checkCode } from '../accounts/codes.ts';
import { findPlayerByName } from '../accounts/players.ts';
import { RESET_CODE_REFUSALS } from '../accounts/reset-refusals.ts';
import { endAllSessions } from '../accounts/sessions.ts';
import { servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { hashPassword } from '../security/passwords.ts';

// Recovery step 3: the new password, with the mailed code, which is used up by it. Whoever was
// logged in as the player (perhaps whoever made the reset necessary) is logged out.
const factory = createFactory();
export const changePasswordWithCodeHandlers = factory.createHandlers(
  zValidator('json', ChangePasswordWithCodeBody),
  zValidator('response', ChangePasswordWithCodeResponse),
  async (c: ChangePasswordWithCodeContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { username, code, password, password2 } = c.req.valid('json');
    if (password !== password2) return refuse(c, t('auth:passwordMismatch'));
    const player = await findPlayerByName(services.db, username);
    if (!player) return refuse(c, t('auth:resetCodeWrong'));
    const passwordHash = await hashPassword(password);
    const result = await checkCode(services, {
      playerId: player.id,
      purpose: 'reset',
      code,
      consume: true,
      onValid: async (trx) => {
        await trx
          .updateTable('players')
          .set({ password_hash: passwordHash })
          .where('id', '=', player.id)
          .execute();
      },
    });
    if (result !== 'ok') return refuse(c, t(RESET_CODE_REFUSALS[result]));
    await endAllSessions(services, player.id, 'password-reset');
    return ok(c, null, t('auth:passwordChanged'));
  },
);
