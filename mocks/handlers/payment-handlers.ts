import type { PaymentDetailRequest, PaymentRequest } from '@generated/api/model';
import {
  getDepositMockHandler,
  getGetPaymentDetailMockHandler,
  getGetPaymentMethodsMockHandler,
  getWithdrawMockHandler,
} from '@generated/api/payment/payment.msw';
import {
  MOCK_CHECKOUT_PATH,
  REDIRECT_METHOD_ID,
  methodsOfType,
  paymentFields,
  paymentMethod,
} from '../data/payment-data';
import { findPlayer, findPlayerByToken, updatePlayer } from '../db';
import { addTransaction, setTransactionStatus } from '../history';
import { pushNotification } from '../hub/mock-hub';
import { ok, refused, unauthorized } from './envelope';
import { addNotification } from './notification-handlers';

const isPaymentRequest = (value: unknown): value is PaymentRequest =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as PaymentRequest).id) &&
  (value as PaymentRequest).target === 'pay' &&
  typeof (value as PaymentRequest).detail === 'object' &&
  (value as PaymentRequest).detail !== null;

const money = (value: number) =>
  `${value.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₺`;

// Payment methods, their fields, deposit and withdraw (spec 4, 7). A deposit is confirmed a
// moment later: the balance grows and a Deposit notification arrives.
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
    return fields ? ok(fields) : refused('Bu ödeme yöntemi şu anda kullanılamıyor.');
  }),

  getDepositMockHandler(async ({ request }) => {
    const player = findPlayerByToken(request.headers.get('authorization'));
    if (!player) unauthorized();
    const body: unknown = await request.json().catch(() => null);
    if (!isPaymentRequest(body)) return refused('Eksik bilgi.');
    const method = paymentMethod(body.id);
    const amount = Number(body.detail.Amount);
    if (!method || !Number.isFinite(amount)) return refused('Eksik bilgi.');
    if (amount < method.minAmount)
      return refused(`Minimum yatırım tutarı ${money(method.minAmount)}'dir.`);
    if (amount > method.maxAmount)
      return refused(`Maksimum yatırım tutarı ${money(method.maxAmount)}'dir.`);
    // Pending in Financial Activities until the provider confirms it a moment later.
    const row = addTransaction(player.username, { type: 1, amount, method: method.title });
    setTimeout(() => {
      setTransactionStatus(player.username, row.id, 1);
      const current = findPlayer(player.username) ?? player;
      updatePlayer(player.username, { balance: current.balance + amount });
      const notification = addNotification(player.username, {
        title: 'Yatırımınız onaylandı',
        note: `${money(amount)} tutarındaki yatırımınız hesabınıza aktarıldı.`,
        type: 1,
      });
      pushNotification(notification);
    }, 1500);
    if (body.id === REDIRECT_METHOD_ID) {
      return ok(
        `${new URL(MOCK_CHECKOUT_PATH, request.url).href}?amount=${amount}`,
        'Yatırım talebiniz oluşturuldu.',
      );
    }
    return ok(null, 'Yatırım talebiniz alındı. Onaylandığında bakiyenize yansıyacaktır.');
  }),

  getWithdrawMockHandler(async ({ request }) => {
    const player = findPlayerByToken(request.headers.get('authorization'));
    if (!player) unauthorized();
    const body: unknown = await request.json().catch(() => null);
    if (!isPaymentRequest(body)) return refused('Eksik bilgi.');
    const amount = Number(body.detail.Amount);
    if (!Number.isFinite(amount) || amount <= 0) return refused('Eksik bilgi.');
    if (amount > player.balance) return refused('Bakiyeniz bu çekim için yetersiz.');
    updatePlayer(player.username, { balance: player.balance - amount });
    const method = paymentMethod(body.id);
    addTransaction(player.username, { type: 2, amount, method: method?.title ?? '' });
    return ok(null, 'Çekim talebiniz alındı.');
  }),
];
