// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import {
  deleteTransaction,
  startPlayedBench,
  type InvariantBench,
} from './support/invariant-bench.ts';
import { setUpWorld } from './support/world-hooks.ts';

// The money's invariants over payments: a payment whose ledger disagrees with it reported in
// words. Every break is made inside an SQL transaction that is rolled back after the check.

let bench: InvariantBench;
setUpWorld(startPlayedBench, (world) => (bench = world));

describe('payments', () => {
  it('reports a Pending withdrawal without its ledger transaction', async () => {
    const payment = await bench.paymentOf(2, TransactionStatus.Pending);
    const withdrawal = await bench.ledgerOf(payment.id, 'withdrawal');
    const found = await bench.violationsAfter(async (trx) => {
      await deleteTransaction(trx, withdrawal.id);
      // The wallet as if the money had never left, so only the payment's rule is broken.
      await trx
        .updateTable('accounts')
        .set((eb) => ({ balance: eb('balance', '+', payment.cents) }))
        .where('player_id', '=', bench.demo.id)
        .execute();
      await trx
        .updateTable('accounts')
        .set((eb) => ({ balance: eb('balance', '-', payment.cents) }))
        .where('code', '=', 'house:withdrawals')
        .execute();
    });
    expect(found).toEqual([
      `payment ${payment.id} (withdrawal, status 2) has ledger transactions [], its status ` +
        'requires [withdrawal]',
    ]);
  });

  it('reports a deposit whose status and ledger disagree, either way', async () => {
    const confirmed = await bench.paymentOf(1, TransactionStatus.Confirmed);
    const reopened = await bench.violationsAfter((trx) =>
      trx
        .updateTable('payments')
        .set({ status: TransactionStatus.Pending })
        .where('id', '=', confirmed.id)
        .execute(),
    );
    expect(reopened).toEqual([
      `payment ${confirmed.id} (deposit, status 2) has ledger transactions [deposit], its status ` +
        'requires []',
    ]);
    const cancelled = await bench.paymentOf(1, TransactionStatus.Cancelled);
    const unpaid = await bench.violationsAfter((trx) =>
      trx
        .updateTable('payments')
        .set({ status: TransactionStatus.Confirmed })
        .where('id', '=', cancelled.id)
        .execute(),
    );
    expect(unpaid).toEqual([
      `payment ${cancelled.id} (deposit, status 1) has ledger transactions [], its status ` +
        'requires [deposit]',
    ]);
  });

  it('reports a settled withdrawal without the movement that settled it', async () => {
    const payment = await bench.paymentOf(2, TransactionStatus.Cancelled);
    const found = await bench.violationsAfter((trx) =>
      trx
        .updateTable('payments')
        .set({ status: TransactionStatus.Confirmed })
        .where('id', '=', payment.id)
        .execute(),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        `payment ${payment.id} (withdrawal, status 1) has ledger transactions ` +
          '[withdrawal,withdrawal-cancel], its status requires [withdrawal,withdrawal-payout]',
      ]),
    );
  });

  it('reports an amount its ledger transaction does not move, and one of no payment', async () => {
    const payment = await bench.paymentOf(1, TransactionStatus.Confirmed);
    const deposit = await bench.ledgerOf(payment.id, 'deposit');
    const changed = await bench.violationsAfter((trx) =>
      trx
        .updateTable('payments')
        .set({ cents: payment.cents + 1 })
        .where('id', '=', payment.id)
        .execute(),
    );
    expect(changed).toEqual([
      `ledger transaction ${deposit.id} (deposit, payment:${payment.id}) does not move ` +
        `${payment.cents + 1} cents from house:cash to wallet:${bench.demo.id}`,
    ]);
    // Both entries pay in (the transaction no longer sums to zero, and is no deposit either).
    const split = await bench.violationsAfter((trx) =>
      trx
        .updateTable('ledger_entries')
        .set((eb) => ({ amount: eb.neg(eb.ref('amount')) }))
        .where('transaction_id', '=', deposit.id)
        .where('amount', '<', 0)
        .execute(),
    );
    expect(split).toContain(
      `ledger transaction ${deposit.id} (deposit, payment:${payment.id}) does not move ` +
        `${payment.cents} cents from house:cash to wallet:${bench.demo.id}`,
    );
    const orphan = await bench.violationsAfter((trx) =>
      trx
        .updateTable('ledger_transactions')
        .set({ external_id: 'payment:999999999' })
        .where('id', '=', deposit.id)
        .execute(),
    );
    expect(orphan).toEqual(
      expect.arrayContaining([
        `ledger transaction ${deposit.id} (deposit, payment:999999999) names no payment`,
      ]),
    );
  });
});
