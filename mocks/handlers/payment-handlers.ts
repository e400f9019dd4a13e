import type { PaymentDetailRequest, PaymentRequest, Transaction } from '@generated/api/model';
import {
  getDepositMockHandler,
  getGetPaymentDetailMockHandler,
  getGetPaymentMethodsMockHandler,
  getWithdrawMockHandler,
} from '@generated/api/payment/payment.msw';
import { depositAllowance, depositAllowed } from '../../domain/limits.ts';
import {
  balanceAfterCredit,
  balanceAfterWithdrawal,
  depositAmountProblem,
  withdrawalProblem,
} from '../../domain/payment.ts';
import {
  MOCK_CHECKOUT_PATH,
  REDIRECT_METHOD_ID,
  methodsOfType,
  paymentFields,
  paymentMethod,
} from '../data/payment-data';
import { findPlayer, findPlayerByToken, updatePlayer } from '../db';
import { addTransaction, historyOf, setTransactionStatus, waitingDeposits } from '../history';
import { pushNotification } from '../hub/mock-hub';
import { announceLimitAlerts } from '../limit-alerts';
import { limitsOf } from '../protection';
import { lira, liraIn, ok, refused, say, unauthorized } from './envelope';
import { addNotification } from './notification-handlers';

const missing = (request: Request) => say(request, 'Eksik bilgi.', 'Some details are missing.');

const isPaymentRequest = (value: unknown): value is PaymentRequest =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as PaymentRequest).id) &&
  (value as PaymentRequest).target === 'pay' &&
  typeof (value as PaymentRequest).detail === 'object' &&
  (value as PaymentRequest).detail !== null;

const DEPOSIT_CONFIRM_MS = 1500;

/**
 * The provider confirms a deposit: Confirmed, in the balance, and a Deposit notification in the
 * language the deposit was asked in (Turkish for one confirmed after a reload, which has no request).
 */
function confirmDeposit(username: string, row: Transaction, english = false): void {
  const player = findPlayer(username);
  const waiting = historyOf(username).transactions.some(
    (item) => item.id === row.id && item.status === 2,
  );
  if (!player || !waiting) return;
  setTransactionStatus(username, row.id, 1);
  updatePlayer(username, { balance: balanceAfterCredit(player.balance, row.amount) });
  pushNotification(
    addNotification(username, {
      title: english ? 'Your deposit is confirmed' : 'Yatırımınız onaylandı',
      note: english
        ? `Your deposit of ${liraIn('en', row.amount)} is in your balance.`
        : `${liraIn('tr', row.amount)} tutarındaki yatırımınız hesabınıza aktarıldı.`,
      type: 1,
    }),
  );
}

/**
 * After a page load the deposits still waiting are confirmed when their moment has come (the
 * timer of the page that made them went with it), or when it comes.
 */
export function settleWaitingDeposits(): void {
  for (const { username, row } of waitingDeposits()) {
    const due = Date.parse(row.time) + DEPOSIT_CONFIRM_MS - Date.now();
    setTimeout(() => confirmDeposit(username, row), Math.max(0, due));
  }
}

// Payment methods, their fields, deposit and withdraw, by the rules of domain/payment.ts and
// domain/limits.ts, which the server uses too: an amount within the method's bounds and the
// player's deposit limits. A deposit is confirmed a moment later: the balance grows and a
// Deposit notification arrives.
export const paymentHandlers = [
  getGetPaymentMethodsMockHandler(({ request }) => {
    if (!findPlayerByToken(request.headers.get('authorization'))) unauthorized();
    const type = Number(new URL(request.url).searchParams.get('type'));
    return ok(methodsOfType(type));
  }),

  getGetPaymentDetailMockHandler(async ({ request }) => {
    if (!findPlayerByToken(request.headers.get('authorization'))) unauthorized();
    const body = (await request.json().catch(() => null)) as Partial<PaymentDetailRequest> | null;
    const fields = paymentFields(Number(body?.id), Number(body?.type));
    return fields
      ? ok(fields)
      : refused(
          say(
            request,
            'Bu ödeme yöntemi şu anda kullanılamıyor.',
            'This payment method is not available now.',
          ),
        );
  }),

  getDepositMockHandler(async ({ request }) => {
    const player = findPlayerByToken(request.headers.get('authorization'));
    if (!player) unauthorized();
    const body: unknown = await request.json().catch(() => null);
    if (!isPaymentRequest(body)) return refused(missing(request));
    const method = paymentMethod(body.id);
    const amount = Number(body.detail.Amount);
    const problem = method ? depositAmountProblem(method, amount) : 'invalid';
    if (!method || problem === 'invalid') return refused(missing(request));
    if (problem === 'below-min') {
      const least = lira(request, method.minAmount);
      return refused(
        say(request, `Minimum yatırım tutarı ${least}.`, `The least you can deposit is ${least}.`),
      );
    }
    if (problem === 'above-max') {
      const most = lira(request, method.maxAmount);
      return refused(
        say(request, `Maksimum yatırım tutarı ${most}.`, `The most you can deposit is ${most}.`),
      );
    }
    // What is left of the player's deposit limits (domain/limits.ts).
    const { limits } = limitsOf(player.username, Date.now());
    const allowance = depositAllowance(limits) ?? 0;
    if (!depositAllowed(limits, amount)) {
      return refused(
        say(
          request,
          `Bu yatırım, yatırım limitinizi aşıyor. Kalan yatırım limitiniz: ${lira(request, allowance)}.`,
          `This deposit is over your deposit limit. You can deposit ${lira(request, allowance)} more.`,
        ),
      );
    }
    // Pending in Financial Activities until the provider confirms it a moment later.
    const row = addTransaction(player.username, { type: 1, amount, method: method.title });
    const english = request.headers.get('x-locale') === 'en';
    setTimeout(() => confirmDeposit(player.username, row, english), DEPOSIT_CONFIRM_MS);
    announceLimitAlerts(player.username);
    if (body.id === REDIRECT_METHOD_ID) {
      return ok(
        `${new URL(MOCK_CHECKOUT_PATH, request.url).href}?amount=${amount}`,
        say(request, 'Yatırım talebiniz oluşturuldu.', 'Your deposit request is created.'),
      );
    }
    return ok(
      null,
      say(
        request,
        'Yatırım talebiniz alındı. Onaylandığında bakiyenize yansıyacaktır.',
        'Your deposit request is received. It will be in your balance once confirmed.',
      ),
    );
  }),

  getWithdrawMockHandler(async ({ request }) => {
    const player = findPlayerByToken(request.headers.get('authorization'));
    if (!player) unauthorized();
    const body: unknown = await request.json().catch(() => null);
    if (!isPaymentRequest(body)) return refused(missing(request));
    const amount = Number(body.detail.Amount);
    const problem = withdrawalProblem(amount, player.balance);
    if (problem === 'invalid') return refused(missing(request));
    if (problem === 'above-balance') {
      return refused(
        say(
          request,
          'Bakiyeniz bu çekim için yetersiz.',
          'Your balance is not enough for this withdrawal.',
        ),
      );
    }
    updatePlayer(player.username, {
      balance: balanceAfterWithdrawal(player.balance, amount),
    });
    const method = paymentMethod(body.id);
    addTransaction(player.username, { type: 2, amount, method: method?.title ?? '' });
    return ok(
      null,
      say(request, 'Çekim talebiniz alındı.', 'Your withdrawal request is received.'),
    );
  }),
];
