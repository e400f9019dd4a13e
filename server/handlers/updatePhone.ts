import { createFactory } from 'hono/factory';
import type { UpdatePhoneContext } from '../../generated/server/routes/customer/customer.context.ts';
import {
  UpdatePhoneBody,
  UpdatePhoneResponse,
} from '../../generated/server/routes/customer/customer.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { checkCode, CODE_LIFETIME_MINUTES, issueCode } from '../accounts/codes.ts';
import { deliver } from '../accounts/delivery.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { envelopeBody, ok, refuse } from '../http/envelope.ts';

// Step 1 texts a new code to the phone given (the older one is spent); step 2 takes that code
// with the same phone, and the phone becomes the player's, verified. A code sent to one phone
// does not verify another.
const REFUSALS = {
  wrong: 'customer:phoneCodeWrong',
  expired: 'customer:phoneCodeExpired',
  spent: 'customer:phoneCodeSpent',
} as const;

const factory = createFactory();
export const updatePhoneHandlers = factory.createHandlers(
  zValidator('json', UpdatePhoneBody),
  zValidator('response', UpdatePhoneResponse),
  async (c: UpdatePhoneContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const { player } = await requireSession(c);
    const { step, phone, code } = c.req.valid('json');
    if (step === 1) {
      const sent = await services.db.transaction().execute(async (trx) => {
        const code = await issueCode(services, trx, {
          playerId: player.id,
          purpose: 'sms',
          recipient: phone,
        });
        if (!code) return false;
        await deliver(services, trx, {
          channel: 'sms',
          recipient: phone,
          playerId: player.id,
          purpose: 'phone verification',
          body: t('customer:smsCode', { code, minutes: CODE_LIFETIME_MINUTES.sms }),
        });
        return true;
      });
      if (!sent) return refuse(c, t('auth:tooManyCodes'));
      return ok(c, null, t('customer:phoneCodeSent', { phone }));
    }
    // The contract requires the code at step 2: without it the request breaks the contract.
    if (code === undefined)
      return c.json(envelopeBody(t('common:invalidRequest', { field: 'code' })), 400);
    const result = await checkCode(services, {
      playerId: player.id,
      purpose: 'sms',
      code,
      recipient: phone,
      consume: true,
      onValid: async (trx) => {
        await trx
          .updateTable('players')
          .set({ phone, sms_verified: true })
          .where('id', '=', player.id)
          .execute();
      },
    });
    if (result !== 'ok') return refuse(c, t(REFUSALS[result]));
    return ok(c, null, t('customer:phoneVerified'));
  },
);
