import { NotificationType } from '../../generated/server/model/notificationType.ts';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { TransactionType } from '../../generated/server/model/transactionType.ts';
import { notify } from '../customer/notify.ts';
import type { Db } from '../db/database.ts';
import { afterCommit, transact, type Executor } from '../db/transact.ts';
import { lira, translator, type Locale } from '../i18n/i18n.ts';
import { move } from '../money/ledger.ts';
import { afterSpend, checkSpend, type Refusal } from '../protection/guard.ts';
import { hashToken, newToken } from '../security/tokens.ts';
import type { Services } from '../services.ts';
import type { MethodRow } from './methods.ts';
import { depositIn } from './movements.ts';
import type { PaymentRow } from './rows.ts';

// A deposit is a Pending row until its provider confirms it (the money comes in from house:cash,
// once) or it is cancelled (no money moved). Player protection is asked first, inside the same
// SQL transaction that writes the row, so a limit cannot be passed by two deposits at once.

export type NewDeposit =
  { refusal: Refusal } | { payment: PaymentRow; checkoutRef: string | null; refusal?: undefined };

export async function createDeposit(
  services: Services,
  request: {
    playerId: number;
    method: MethodRow;
    cents: number;
    locale: Locale;
    /** When the provider confirms it on its own; null: only its payment page does. */
    confirmAfter: Date | null;
  },
  /** The caller's transaction, when the deposit is part of a larger unit of work. */
  db: Executor = services.db,
): Promise<NewDeposit> {
  const now = services.now();
  // The payment page's address carries a random reference; the row keeps only its hash.
  const checkoutRef = request.method.checkout ? newToken() : null;
  const created = await transact(db, async (trx): Promise<NewDeposit> => {
    const refusal = await checkSpend(services, trx, request.playerId, {
      kind: 'deposit',
      cents: request.cents,
    });
    if (refusal) return { refusal };
    const payment = await trx
      .insertInto('payments')
      .values({
        player_id: request.playerId,
        type: TransactionType.Deposit,
        method_id: request.method.id,
        method_title: request.method.title,
        cents: request.cents,
        status: TransactionStatus.Pending,
        locale: request.locale,
        checkout_ref_hash: checkoutRef ? hashToken(checkoutRef) : null,
        confirm_after: request.confirmAfter,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { payment, checkoutRef };
  });
  // A waiting deposit already counts against the deposit limits: their alerts may be due now.
  if (!created.refusal) await afterCommit(db, () => afterSpend(services, request.playerId));
  return created;
}

/** The deposit whose payment page has this reference, or undefined. */
export async function depositByCheckoutRef(db: Db, ref: string): Promise<PaymentRow | undefined> {
  if (!ref) return undefined;
  return db
    .selectFrom('payments')
    .selectAll()
    .where('checkout_ref_hash', '=', hashToken(ref))
    .where('type', '=', TransactionType.Deposit)
    .executeTakeFirst();
}

/**
 * The provider confirms a waiting deposit: Confirmed and the money in the wallet, in one SQL
 * transaction, then a Deposit notification in the language the deposit was asked in. A deposit
 * that is not waiting any more (confirmed or cancelled before) changes nothing: false.
 */
export async function confirmDeposit(services: Services, paymentId: number): Promise<boolean> {
  const now = services.now();
  const payment = await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('payments')
      .set({ status: TransactionStatus.Confirmed, settled_at: now })
      .where('id', '=', paymentId)
      .where('type', '=', TransactionType.Deposit)
      .where('status', '=', TransactionStatus.Pending)
      .returningAll()
      .executeTakeFirst();
    if (row) await move(trx, depositIn(row, now));
    return row;
  });
  if (!payment) return false;
  const t = translator(payment.locale);
  await notify(services, payment.player_id, {
    type: NotificationType.Deposit,
    title: t('payment:depositConfirmedTitle'),
    note: t('payment:depositConfirmedNote', { amount: lira(payment.locale, payment.cents) }),
  });
  await afterSpend(services, payment.player_id);
  return true;
}

/** The player leaves the provider's page without paying: Cancelled, nothing moved. */
export async function cancelDeposit(services: Services, paymentId: number): Promise<boolean> {
  const row = await services.db
    .updateTable('payments')
    .set({ status: TransactionStatus.Cancelled, settled_at: services.now(), confirm_after: null })
    .where('id', '=', paymentId)
    .where('type', '=', TransactionType.Deposit)
    .where('status', '=', TransactionStatus.Pending)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Confirms the waiting deposits whose provider's moment has come (one, a player's, or all): what
 * the provider's timer does, and what runs after a restart or before a list that shows them.
 */
export async function settleDueDeposits(
  services: Services,
  only: { playerId?: number; paymentId?: number } = {},
): Promise<number> {
  let query = services.db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', TransactionStatus.Pending)
    .where('type', '=', TransactionType.Deposit)
    .where('confirm_after', '<=', services.now());
  if (only.playerId !== undefined) query = query.where('player_id', '=', only.playerId);
  if (only.paymentId !== undefined) query = query.where('id', '=', only.paymentId);
  let confirmed = 0;
  for (const { id } of await query.orderBy('id').execute())
    if (await confirmDeposit(services, id)) confirmed += 1;
  return confirmed;
}
