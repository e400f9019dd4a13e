import { createFactory } from 'hono/factory';
import { depositAmountProblem } from '../../domain/payment.ts';
import { TransactionType } from '../../generated/server/model/transactionType.ts';
import type { DepositContext } from '../../generated/server/routes/payment/payment.context.ts';
import {
  DepositBody,
  DepositHeader,
  DepositResponse,
} from '../../generated/server/routes/payment/payment.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { afterCommit } from '../db/transact.ts';
import { checkoutAddress } from '../demo-checkout/address.ts';
import { autoConfirmMoment, scheduleAutoConfirm } from '../demo-checkout/auto-confirm.ts';
import { localeOf, requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { once } from '../http/idempotency.ts';
import { lira } from '../i18n/i18n.ts';
import { toCents } from '../money/ledger.ts';
import { amountOf } from '../payments/amount.ts';
import { createDeposit } from '../payments/deposits.ts';
import { methodOf, methodView } from '../payments/methods.ts';

// A deposit through one of the player's deposit methods: an amount within the method's bounds
// that player protection allows becomes a Pending deposit, which the provider confirms a moment
// later (the money comes in then). A method with a payment page answers with its address.
// Exactly once per Idempotency-Key: a retried deposit gets the first answer and no second row.
const factory = createFactory();
export const depositHandlers = factory.createHandlers(
  zValidator('json', DepositBody),
  zValidator('response', DepositResponse),
  async (c: DepositContext) => {
    const { player } = await requireSession(c);
    const services = servicesOf(c);
    const t = tOf(c);
    const locale = localeOf(c);
    const body = c.req.valid('json');
    const method = await methodOf(services.db, body.id, TransactionType.Deposit);
    if (!method) return refuse(c, t('payment:missing'));
    const amount = amountOf(body.detail);
    const problem = depositAmountProblem(methodView(method), amount);
    if (problem === 'below-min')
      return refuse(c, t('payment:depositBelowMin', { amount: lira(locale, method.min_cents) }));
    if (problem === 'above-max')
      return refuse(c, t('payment:depositAboveMax', { amount: lira(locale, method.max_cents) }));
    const cents = toCents(amount);
    if (problem || cents <= 0) return refuse(c, t('payment:missing'));

    const keyed = {
      playerId: player.id,
      operation: 'deposit',
      body,
      keyRule: DepositHeader.shape['Idempotency-Key'],
    };
    return once(c, keyed, async (trx) => {
      const request = {
        playerId: player.id,
        method,
        cents,
        locale,
        confirmAfter: autoConfirmMoment(services),
      };
      const created = await createDeposit(services, request, trx);
      if (created.refusal) return refuse(c, t(created.refusal.key, created.refusal.params ?? {}));
      await afterCommit(trx, () => scheduleAutoConfirm(services, created.payment));
      if (created.checkoutRef)
        return ok(c, checkoutAddress(c, created.checkoutRef), t('payment:depositCreated'));
      return ok(c, null, t('payment:depositReceived'));
    });
  },
);
