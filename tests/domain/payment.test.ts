// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  balanceAfterCredit,
  balanceAfterWithdrawal,
  depositAmountProblem,
  isCancellableWithdrawal,
  withdrawalProblem,
} from '../../domain/payment.ts';

// The payment rules: a method's amount bounds, no withdrawal above the balance, only a pending
// withdrawal cancelled, and balances moved to the cent.
const eft = { minAmount: 100, maxAmount: 50_000 };

describe('payments', () => {
  it("takes a deposit within the method's bounds, both included", () => {
    expect(depositAmountProblem(eft, 99.99)).toBe('below-min');
    expect(depositAmountProblem(eft, 100)).toBeNull();
    expect(depositAmountProblem(eft, 50_000)).toBeNull();
    expect(depositAmountProblem(eft, 50_000.01)).toBe('above-max');
    expect(depositAmountProblem(eft, Number.NaN)).toBe('invalid');
    expect(depositAmountProblem(eft, Number('12,5'))).toBe('invalid');
  });

  it('refuses a withdrawal above the balance or of no positive amount', () => {
    expect(withdrawalProblem(100, 100)).toBeNull();
    expect(withdrawalProblem(100.01, 100)).toBe('above-balance');
    expect(withdrawalProblem(0, 100)).toBe('invalid');
    expect(withdrawalProblem(-5, 100)).toBe('invalid');
    expect(withdrawalProblem(Number.POSITIVE_INFINITY, 100)).toBe('invalid');
  });

  it('moves the balance to the cent', () => {
    expect(balanceAfterWithdrawal(1250.75, 0.1)).toBe(1250.65);
    expect(balanceAfterCredit(0.1, 0.2)).toBe(0.3);
  });

  it('cancels only a withdrawal that is still pending', () => {
    expect(isCancellableWithdrawal({ type: 2, status: 2 })).toBe(true);
    expect(isCancellableWithdrawal({ type: 2, status: 1 })).toBe(false);
    expect(isCancellableWithdrawal({ type: 2, status: 5 })).toBe(false);
    expect(isCancellableWithdrawal({ type: 1, status: 2 })).toBe(false);
  });
});
