import { createFactory } from 'hono/factory';
import { depositAmountProblem } from '../../domain/payment.ts';
import { TransactionType } from '../../generated/server/model/transactionType.ts';
import type { WithdrawContext } from '../../generated/server/routes/payment/payment.context.ts';
import {
  WithdrawBody,
  WithdrawHeader,
  WithdrawResponse,
} from '../../generated/server/routes/payment/payment.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { once } from '../http/idempotency.ts';
import { lira } from '../i18n/i18n.ts';
import { toCents } from '../money/ledger.ts';
import { amountOf } from '../payments/amount.ts';
import { methodOf, methodView } from '../payments/methods.ts';
import { requestWithdrawal } from '../payments/withdrawals.ts';

// A withdrawal through one of the player's withdraw methods: an amount within the method's
// bounds and the balance leaves the wallet at once and waits, Pending, until it is paid out or
// cancelled. More than the balance is refused. Exactly once per Idempotency-Key.
const factory = createFactory();
export const withdrawHandlers = factory.createHandlers(
  zValidator('json', WithdrawBody),
  zValidator('response', WithdrawResponse),
  async (c: WithdrawContext) => {
    const { player } = await requireSession(c);
    const services = servicesOf(c);
    const t = tOf(c);
    const locale = localeOf(c);
    const body = c.req.valid('json');
    const method = await methodOf(services.db, body.id, TransactionType.Withdraw);
    if (!method) return refuse(c, t('payment:missing'));
    const amount = amountOf(body.detail);
    // A method's bounds are the same rule for both directions (the methods page shows them).
    const problem = depositAmountProblem(methodView(method), amount);
    if (problem === 'below-min')
      return refuse(c, t('payment:withdrawBelowMin', { amount: lira(locale, method.min_cents) }));
    if (problem === 'above-max')
      return refuse(c, t('payment:withdrawAboveMax', { amount: lira(locale, method.max_cents) }));
    const cents = toCents(amount);
    if (problem || cents <= 0) return refuse(c, t('payment:missing'));

    const keyed = {
      playerId: player.id,
      operation: 'withdraw',
      body,
      keyRule: WithdrawHeader.shape['Idempotency-Key'],
    };
    return once(c, keyed, async (trx) => {
      const request = { playerId: player.id, method, cents, locale };
      const payment = await requestWithdrawal(services, request, trx);
      if (payment === 'insufficient') return refuse(c, t('payment:notEnoughBalance'));
      return ok(c, null, t('payment:withdrawReceived'));
    });
  },
);
