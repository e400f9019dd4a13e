import type { Transaction } from 'kysely';
import { expect } from 'vitest';
import { TransactionStatus } from '../../../generated/server/model/transactionStatus.ts';
import type { Database } from '../../../server/db/schema.ts';
import { demoCheckoutRoutes } from '../../../server/demo-checkout/routes.ts';
import { checkInvariants } from '../../../server/money/invariants.ts';
import { demoProvider, type WalletAnswer } from './demo-provider.ts';
import { startTestServer } from './test-server.ts';

// A test server for breaking the money's invariants on purpose: demo's money moved a little
// (deposits, withdrawals, a cancel, spins, a rollback), then each break made inside an SQL
// transaction that is rolled back after the check, so each test starts from the whole database.
export type Trx = Transaction<Database>;
class RolledBack extends Error {}

export const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('no such row');
  return row;
};

export async function deleteTransaction(trx: Trx, id: number) {
  await trx.deleteFrom('ledger_entries').where('transaction_id', '=', id).execute();
  await trx.deleteFrom('ledger_transactions').where('id', '=', id).execute();
}

export type InvariantBench = Awaited<ReturnType<typeof startInvariantBench>>;

/** The bench after demo's money has moved (playAround): what the invariants tests break. */
export async function startPlayedBench(): Promise<InvariantBench> {
  const bench = await startInvariantBench();
  await bench.playAround();
  return bench;
}

export async function startInvariantBench() {
  const server = await startTestServer();
  demoCheckoutRoutes(server.app, server.services);
  const provider = demoProvider(server);
  const demo = await server.player('demo', 'demo123');
  const yeniId = await server.idOf('yeni');
  const { db } = server.services;

  const pay = (path: '/payment/deposit' | '/payment/withdraw', id: number, amount: number) =>
    server.call<string | null>(
      path,
      { id, target: 'pay', detail: { Amount: amount } },
      { token: demo.token },
    );
  /** A signed call of the demo game provider to the casino's wallet: its answer. */
  const wallet = async (
    name: 'bet' | 'win' | 'rollback',
    body: Record<string, unknown>,
  ): Promise<WalletAnswer> => (await provider.wallet(name, body)).answer;

  return {
    server,
    demo,
    yeniId,
    pay,
    wallet,
    launch: () => provider.launch(demo.token),

    /** The violations found after `breakIt` changed the data; the change is then rolled back. */
    async violationsAfter(breakIt: (trx: Trx) => Promise<unknown>): Promise<string[]> {
      let found: string[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          await breakIt(trx);
          found = await checkInvariants(trx);
          throw new RolledBack();
        });
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      }
      return found;
    },

    /** Demo's newest payment of this type and status. */
    async paymentOf(type: 1 | 2, status: number) {
      return one(
        await db
          .selectFrom('payments')
          .selectAll()
          .where('player_id', '=', demo.id)
          .where('type', '=', type)
          .where('status', '=', status as TransactionStatus)
          .orderBy('id', 'desc')
          .limit(1)
          .execute(),
      );
    },

    async ledgerOf(paymentId: number, kind: string) {
      return one(
        await db
          .selectFrom('ledger_transactions')
          .selectAll()
          .where('external_id', '=', `payment:${paymentId}`)
          .where('kind', '=', kind)
          .execute(),
      );
    },

    async demoWallet() {
      return one(
        await db.selectFrom('accounts').selectAll().where('player_id', '=', demo.id).execute(),
      );
    },

    /** Moves demo's money: deposits (one confirmed on the payment page), two withdrawals and
     * the cancel of one, four rounds (a win, a loss, a rollback, one left open). */
    async playAround(): Promise<void> {
      const deposit = await pay('/payment/deposit', 13, 400);
      expect(deposit.success).toBe(true);
      const ref = new URL(String(deposit.data)).searchParams.get('payment') ?? '';
      const confirmed = await server.app.request('/demo/checkout/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment: ref }).toString(),
      });
      expect(confirmed.status).toBe(303);
      expect((await pay('/payment/deposit', 12, 150)).success).toBe(true);
      expect((await pay('/payment/withdraw', 23, 60)).success).toBe(true);
      expect((await pay('/payment/withdraw', 23, 70)).success).toBe(true);
      const waiting = await this.paymentOf(2, TransactionStatus.Pending);
      const cancel = await server.call(
        '/transaction/cancelwithdraw',
        { id: waiting.id },
        { token: demo.token },
      );
      expect(cancel.success).toBe(true);

      const session = await provider.launch(demo.token);
      const play = { token: session, amount: 300 };
      expect(
        await wallet('bet', { ...play, transactionId: 'iv-b1', roundId: 'iv-r1' }),
      ).toMatchObject({ status: 'OK' });
      expect(
        await wallet('win', { ...play, transactionId: 'iv-w1', roundId: 'iv-r1', amount: 750 }),
      ).toMatchObject({ status: 'OK' });
      await wallet('bet', { ...play, transactionId: 'iv-b2', roundId: 'iv-r2' });
      await wallet('win', { ...play, transactionId: 'iv-w2', roundId: 'iv-r2', amount: 0 });
      await wallet('bet', { ...play, transactionId: 'iv-b3', roundId: 'iv-r3' });
      expect(
        await wallet('rollback', {
          token: session,
          transactionId: 'iv-rb3',
          referenceTransactionId: 'iv-b3',
        }),
      ).toMatchObject({ status: 'OK' });
      await wallet('bet', { ...play, transactionId: 'iv-b4', roundId: 'iv-r4' });
    },
  };
}
