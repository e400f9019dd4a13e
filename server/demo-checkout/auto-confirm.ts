import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { TransactionType } from '../../generated/server/model/transactionType.ts';
import { settleDueDeposits } from '../payments/deposits.ts';
import type { Services } from '../services.ts';

// The demo provider confirms every deposit on its own a moment after it is asked for, as the mock
// backend does (its payment page needs no click; the page can still confirm or cancel it first).
// A timer does it while the server runs; a deposit whose timer went with a restart is confirmed
// by a sweep (at start and every 30 s), and a list of the player's payments settles what is due
// first.
export const AUTO_CONFIRM_MS = 1500;
// A timer may fire a hair before the clock reads the moment; it waits this much more.
const TIMER_SLACK_MS = 25;

export function autoConfirmMoment(services: Services): Date {
  return new Date(services.now().getTime() + AUTO_CONFIRM_MS);
}

/** Confirms the deposit when its moment comes (if nothing settled it before). */
export function scheduleAutoConfirm(
  services: Services,
  payment: { id: number; confirm_after: Date | null },
): void {
  if (!payment.confirm_after) return;
  const delay = Math.max(0, payment.confirm_after.getTime() - services.now().getTime());
  services.timers.after(delay + TIMER_SLACK_MS, () =>
    settleDueDeposits(services, { paymentId: payment.id }).catch((error: unknown) =>
      services.logger.error({ err: error, payment: payment.id }, 'deposit confirmation failed'),
    ),
  );
}

// Every node also sweeps for due deposits now and then: a timer lives on the node that took the
// deposit, and if that node goes away, another confirms it. Confirming is a conditional update
// (Pending → Confirmed with its money, once), so nodes sweeping together pay it once.
const SWEEP_MS = 30_000;

/**
 * At start: confirms what is already due, sets a timer for every deposit still to come, and
 * sweeps for due deposits every 30 s while the server runs.
 */
export async function resumeAutoConfirm(services: Services): Promise<void> {
  services.timers.every(SWEEP_MS, () =>
    settleDueDeposits(services).catch((error: unknown) =>
      services.logger.error({ err: error }, 'deposit confirmation failed'),
    ),
  );
  await settleDueDeposits(services);
  const waiting = await services.db
    .selectFrom('payments')
    .select(['id', 'confirm_after'])
    .where('status', '=', TransactionStatus.Pending)
    .where('type', '=', TransactionType.Deposit)
    .where('confirm_after', 'is not', null)
    .execute();
  waiting.forEach((payment) => scheduleAutoConfirm(services, payment));
}
