import { createFactory } from 'hono/factory';
import type { LoginContext } from '../../generated/server/routes/auth/auth.context.ts';
import { LoginBody, LoginResponse } from '../../generated/server/routes/auth/auth.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { findPlayerByName } from '../accounts/players.ts';
import { sessionDataOf } from '../accounts/session-data.ts';
import { deviceOf, openSession } from '../accounts/sessions.ts';
import { localeOf, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { moment } from '../i18n/i18n.ts';
import { playBlock } from '../protection/blocks.ts';
import { standInHash, verifyPassword } from '../security/passwords.ts';

const factory = createFactory();
export const loginHandlers = factory.createHandlers(
  zValidator('json', LoginBody),
  zValidator('response', LoginResponse),
  async (c: LoginContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { username, password } = c.req.valid('json');
    const player = await findPlayerByName(services.db, username);
    // The same answer for an unknown name and a wrong password: no one learns who has an account.
    const stored = player?.password_hash ?? (await standInHash());
    if (!(await verifyPassword(password, stored)) || !player)
      return refuse(c, t('auth:wrongCredentials'));
    const block = await playBlock(services, player.id);
    if (block) {
      const when = moment(localeOf(c), block.until);
      return refuse(
        c,
        t(block.kind === 'exclusion' ? 'auth:excludedUntil' : 'auth:breakUntil', { when }),
      );
    }
    const { token } = await openSession(services, player.id, deviceOf(c));
    return ok(c, await sessionDataOf(services, player, token), t('auth:loggedIn'));
  },
);
