import { isCancellableWithdrawal } from '../../domain/payment.ts';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { TransactionType } from '../../generated/server/model/transactionType.ts';
import { transact, type Executor } from '../db/transact.ts';
import type { Locale } from '../i18n/i18n.ts';
import { InsufficientFunds, move } from '../money/ledger.ts';
import type { Services } from '../services.ts';
import type { MethodRow } from './methods.ts';
import { withdrawalBack, withdrawalOut } from './movements.ts';
import type { PaymentRow } from './rows.ts';

// A withdrawal leaves the wallet the moment it is asked for, in the SQL transaction that writes
// its Pending row: the same money cannot be withdrawn or staked twice while it waits. The ledger
// refuses a wallet below zero, so a withdrawal over the balance is refused whatever runs beside it.

export async function requestWithdrawal(
  services: Services,
  request: { playerId: number; method: MethodRow; cents: number; locale: Locale },
  /** The caller's transaction, when the withdrawal is part of a larger unit of work. */
  db: Executor = services.db,
): Promise<PaymentRow | 'insufficient'> {
  const now = services.now();
  try {
    return await transact(db, async (trx) => {
      const payment = await trx
        .insertInto('payments')
        .values({
          player_id: request.playerId,
          type: TransactionType.Withdraw,
          method_id: request.method.id,
          method_title: request.method.title,
          cents: request.cents,
          status: TransactionStatus.Pending,
          locale: request.locale,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await move(trx, withdrawalOut(payment, now));
      return payment;
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) return 'insufficient';
    throw error;
  }
}

/**
 * The player takes back a withdrawal still waiting: Cancelled and its money back in the wallet.
 * Another player's withdrawal, a deposit, or one no longer waiting: null, nothing changed.
 */
export async function cancelWithdrawal(
  services: Services,
  playerId: number,
  paymentId: number,
  db: Executor = services.db,
): Promise<PaymentRow | null> {
  const now = services.now();
  return transact(db, async (trx) => {
    const row = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .where('player_id', '=', playerId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || !isCancellableWithdrawal(row)) return null;
    const cancelled = await trx
      .updateTable('payments')
      .set({ status: TransactionStatus.Cancelled, settled_at: now })
      .where('id', '=', row.id)
      .where('status', '=', TransactionStatus.Pending)
      .returningAll()
      .executeTakeFirstOrThrow();
    await move(trx, withdrawalBack(cancelled, 'cancel', now));
    return cancelled;
  });
}
