import type { Movement } from '../money/ledger.ts';

// How each step of a payment moves money in the ledger. A withdrawal leaves the wallet when it is
// asked for (so the same money cannot be spent while it waits) and waits in house:withdrawals
// until it is paid out to the payment method (house:cash) or comes back (cancelled, rejected).
// A deposit comes in from house:cash when the provider confirms it. Each movement carries the
// payment's key, so a step is applied once whatever repeats it.
export const paymentKey = (paymentId: number): string => `payment:${paymentId}`;

interface PaymentMoney {
  id: number;
  player_id: number;
  cents: number;
  method_title: string;
}

type Step = Movement & { at: Date };

export function depositIn(payment: PaymentMoney, at: Date): Step {
  return {
    kind: 'deposit',
    playerId: payment.player_id,
    from: 'house:cash',
    to: { wallet: payment.player_id },
    cents: payment.cents,
    externalId: paymentKey(payment.id),
    description: payment.method_title,
    at,
  };
}

export function withdrawalOut(payment: PaymentMoney, at: Date): Step {
  return {
    kind: 'withdrawal',
    playerId: payment.player_id,
    from: { wallet: payment.player_id },
    to: 'house:withdrawals',
    cents: payment.cents,
    externalId: paymentKey(payment.id),
    description: payment.method_title,
    at,
  };
}

/** A waiting withdrawal's money back in the wallet: the player cancelled it or it was rejected. */
export function withdrawalBack(payment: PaymentMoney, reason: 'cancel' | 'reject', at: Date): Step {
  return {
    kind: `withdrawal-${reason}`,
    playerId: payment.player_id,
    from: 'house:withdrawals',
    to: { wallet: payment.player_id },
    cents: payment.cents,
    externalId: paymentKey(payment.id),
    description: payment.method_title,
    at,
  };
}

/** A confirmed withdrawal paid out through its method. */
export function withdrawalPaid(payment: PaymentMoney, at: Date): Step {
  return {
    kind: 'withdrawal-payout',
    playerId: payment.player_id,
    from: 'house:withdrawals',
    to: 'house:cash',
    cents: payment.cents,
    externalId: paymentKey(payment.id),
    description: payment.method_title,
    at,
  };
}
