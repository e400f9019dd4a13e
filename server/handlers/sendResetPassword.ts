import { createFactory } from 'hono/factory';
import type { SendResetPasswordContext } from '../../generated/server/routes/auth/auth.context.ts';
import {
  SendResetPasswordBody,
  SendResetPasswordResponse,
} from '../../generated/server/routes/auth/auth.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { CODE_LIFETIME_MINUTES, issueCode } from '../accounts/codes.ts';
import { deliver } from '../accounts/delivery.ts';
import { findPlayerByName } from '../accounts/players.ts';
import { servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

// Recovery step 1: a new reset code mailed to the player's address (the older one is spent).
const factory = createFactory();
export const sendResetPasswordHandlers = factory.createHandlers(
  zValidator('json', SendResetPasswordBody),
  zValidator('response', SendResetPasswordResponse),
  async (c: SendResetPasswordContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const player = await findPlayerByName(services.db, c.req.valid('json').username);
    if (!player) return refuse(c, t('auth:userNotFound'));
    const sent = await services.db.transaction().execute(async (trx) => {
      const code = await issueCode(services, trx, {
        playerId: player.id,
        purpose: 'reset',
        recipient: player.email,
      });
      if (!code) return false;
      await deliver(services, trx, {
        channel: 'mail',
        recipient: player.email,
        playerId: player.id,
        purpose: 'password reset',
        body: t('auth:resetMail', { code, minutes: CODE_LIFETIME_MINUTES.reset }),
      });
      return true;
    });
    if (!sent) return refuse(c, t('auth:tooManyCodes'));
    return ok(c, null, t('auth:resetCodeSent'));
  },
);
