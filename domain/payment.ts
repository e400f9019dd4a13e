import type { PaymentMethod, Transaction } from '@generated/api/model';
import { addMoney, subtractMoney } from './money.ts';

// Payments: which deposit amounts a payment method takes, when a withdrawal is refused, which
// withdrawals can still be cancelled and how each moves the balance. Shared by the server and
// the in-browser mock so both accept and refuse exactly the same requests; pure.

/** Why the method refuses a deposit amount: not a number, under its least or over its most. */
export function depositAmountProblem(
  method: Pick<PaymentMethod, 'minAmount' | 'maxAmount'>,
  amount: number,
): 'invalid' | 'below-min' | 'above-max' | null {
  if (!Number.isFinite(amount)) return 'invalid';
  if (amount < method.minAmount) return 'below-min';
  if (amount > method.maxAmount) return 'above-max';
  return null;
}

/**
 * Why a withdrawal is refused: an amount that is not a positive number, or more than the
 * balance (money in a withdrawal leaves the balance at once, while it waits).
 */
export function withdrawalProblem(
  amount: number,
  balance: number,
): 'invalid' | 'above-balance' | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'invalid';
  if (amount > balance) return 'above-balance';
  return null;
}

/** The balance once a withdrawal of `amount` is asked for. */
export function balanceAfterWithdrawal(balance: number, amount: number): number {
  return subtractMoney(balance, amount);
}

/** Only a withdrawal still waiting (Pending) can be cancelled; its amount goes back. */
export function isCancellableWithdrawal(row: Pick<Transaction, 'type' | 'status'>): boolean {
  return row.type === 2 && row.status === 2;
}

/** The balance once a cancelled withdrawal, or a confirmed deposit, of `amount` comes back in. */
export function balanceAfterCredit(balance: number, amount: number): number {
  return addMoney(balance, amount);
}
