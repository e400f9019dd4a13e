// @vitest-environment node
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { checkInvariants } from '../../server/money/invariants.ts';
import { startInvariantBench, type InvariantBench } from './support/invariant-bench.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// The money's invariants: all true on the seeded database and after deposits, withdrawals, a
// cancel, spins and a rollback; a break of the ledger itself reported in words. Every break is
// made inside an SQL transaction that is rolled back after the check.

let bench: InvariantBench;
let server: TestServer;
setUpWorld(startInvariantBench, (world) => {
  bench = world;
  server = world.server;
});

describe('checkInvariants', () => {
  it('finds nothing wrong with the seeded database', async () => {
    expect(await checkInvariants(server.services.db)).toEqual([]);
  });

  it('finds nothing wrong after deposits, withdrawals, a cancel, spins, a rollback', async () => {
    await bench.playAround();
    expect(await checkInvariants(server.services.db)).toEqual([]);
  });
});

describe('the ledger', () => {
  it('reports a balance that is not the sum of its entries', async () => {
    const account = await bench.demoWallet();
    const found = await bench.violationsAfter((trx) =>
      trx
        .updateTable('accounts')
        .set({ balance: account.balance + 100 })
        .where('id', '=', account.id)
        .execute(),
    );
    expect(found).toEqual([
      `account ${account.id} (player ${bench.demo.id}'s wallet): balance ${account.balance + 100} ` +
        `cents, its entries sum to ${account.balance}`,
    ]);
  });

  it('reports a deleted entry: its transaction, the whole ledger and the balance', async () => {
    const withdrawal = await bench.ledgerOf(
      (await bench.paymentOf(2, TransactionStatus.Pending)).id,
      'withdrawal',
    );
    const account = await bench.demoWallet();
    const found = await bench.violationsAfter((trx) =>
      trx
        .deleteFrom('ledger_entries')
        .where('transaction_id', '=', withdrawal.id)
        .where('account_id', '=', account.id)
        .execute(),
    );
    const payment = withdrawal.external_id ?? '';
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^ledger transaction ${withdrawal.id} \\(withdrawal\\): ` +
              'its entries sum to \\d+ cents, not 0$',
          ),
        ),
        expect.stringMatching(/^the ledger's entries sum to \d+ cents, not 0$/),
        expect.stringMatching(
          new RegExp(`^account ${account.id} \\(player ${bench.demo.id}'s wallet\\)`),
        ),
        expect.stringContaining(
          `ledger transaction ${withdrawal.id} (withdrawal, ${payment}) does not move`,
        ),
      ]),
    );
  });

  it('reports a transaction without entries', async () => {
    const found = await bench.violationsAfter((trx) =>
      trx
        .insertInto('ledger_transactions')
        .values({ kind: 'adjustment', player_id: bench.demo.id })
        .returning('id')
        .execute(),
    );
    expect(found).toEqual([
      expect.stringMatching(/^ledger transaction \d+ \(adjustment\) has no entries$/),
    ]);
  });

  it("reports a wallet below zero, and a transaction moving another player's wallet", async () => {
    const account = await bench.demoWallet();
    const overdrawn = await bench.violationsAfter(async (trx) => {
      // The database refuses an overdraft itself; the check must still see one.
      await sql`alter table accounts drop constraint accounts_player_not_negative`.execute(trx);
      await trx.updateTable('accounts').set({ balance: -5 }).where('id', '=', account.id).execute();
    });
    expect(overdrawn).toContain(
      `player ${bench.demo.id}'s wallet (account ${account.id}) is at -5 cents`,
    );

    const deposit = await bench.ledgerOf(
      (await bench.paymentOf(1, TransactionStatus.Confirmed)).id,
      'deposit',
    );
    const foreign = await bench.violationsAfter((trx) =>
      trx
        .updateTable('ledger_transactions')
        .set({ player_id: bench.yeniId })
        .where('id', '=', deposit.id)
        .execute(),
    );
    expect(foreign).toContain(
      `ledger transaction ${deposit.id} (deposit) of player ${bench.yeniId} moves ` +
        `player ${bench.demo.id}'s wallet`,
    );
  });
});
