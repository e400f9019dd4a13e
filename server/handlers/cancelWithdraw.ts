import { createFactory } from 'hono/factory';
import type { CancelWithdrawContext } from '../../generated/server/routes/history/history.context.ts';
import {
  CancelWithdrawBody,
  CancelWithdrawHeader,
  CancelWithdrawResponse,
} from '../../generated/server/routes/history/history.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { once } from '../http/idempotency.ts';
import { lira } from '../i18n/i18n.ts';
import { cancelWithdrawal } from '../payments/withdrawals.ts';

// Takes back one of the player's withdrawals still waiting; its money comes back to the balance.
// An id that is not the player's own waiting withdrawal (another player's, a deposit, one already
// settled, none) gets the same refusal, so no one learns about rows that are not theirs. Exactly
// once per Idempotency-Key: a repeat gets the first answer.
const factory = createFactory();
export const cancelWithdrawHandlers = factory.createHandlers(
  zValidator('json', CancelWithdrawBody),
  zValidator('response', CancelWithdrawResponse),
  async (c: CancelWithdrawContext) => {
    const { player } = await requireSession(c);
    const t = tOf(c);
    const body = c.req.valid('json');
    const keyed = {
      playerId: player.id,
      operation: 'cancelWithdraw',
      body,
      keyRule: CancelWithdrawHeader.shape['Idempotency-Key'],
    };
    return once(c, keyed, async (trx) => {
      const cancelled = await cancelWithdrawal(servicesOf(c), player.id, body.id, trx);
      if (!cancelled) return refuse(c, t('payment:cannotCancel'));
      const amount = lira(localeOf(c), cancelled.cents);
      return ok(c, null, t('payment:withdrawCancelled', { amount }));
    });
  },
);
