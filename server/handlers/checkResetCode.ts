import { createFactory } from 'hono/factory';
import type { CheckResetCodeContext } from '../../generated/server/routes/auth/auth.context.ts';
import {
  CheckResetCodeBody,
  CheckResetCodeResponse,
} from '../../generated/server/routes/auth/auth.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { checkCode } from '../accounts/codes.ts';
import { findPlayerByName } from '../accounts/players.ts';
import { RESET_CODE_REFUSALS } from '../accounts/reset-refusals.ts';
import { servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

// Recovery step 2: whether the mailed code is right. It stays valid for step 3 (a wrong guess
// counts against it here as there).
const factory = createFactory();
export const checkResetCodeHandlers = factory.createHandlers(
  zValidator('json', CheckResetCodeBody),
  zValidator('response', CheckResetCodeResponse),
  async (c: CheckResetCodeContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { username, code } = c.req.valid('json');
    const player = await findPlayerByName(services.db, username);
    if (!player) return refuse(c, t('auth:resetCodeWrong'));
    const result = await checkCode(services, {
      playerId: player.id,
      purpose: 'reset',
      code,
      consume: false,
    });
    if (result !== 'ok') return refuse(c, t(RESET_CODE_REFUSALS[result]));
    return ok(c, null, t('auth:resetCodeCorrect'));
  },
);
