// @vitest-environment node
import { Hono } from 'hono';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import type { Database } from '../../server/db/schema.ts';
import { demoCheckoutRoutes } from '../../server/demo-checkout/routes.ts';
import { demoGameRoutes } from '../../server/demo-games/routes.ts';
import { sign, walletKey } from '../../server/demo-games/signature.ts';
import type { AppEnv } from '../../server/http/context.ts';
import { checkInvariants } from '../../server/money/invariants.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The money's invariants: all true on the seeded database and after deposits, withdrawals, a
// cancel, spins and a rollback; each one reported, in words, when the data is broken on purpose.
// Every break is made inside an SQL transaction that is rolled back after the check, so each test
// starts from the whole database again.
let server: TestServer;
let games: Hono<AppEnv>;
let demo: { id: number; token: string };
let yeniId: number;

beforeAll(async () => {
  server = await startTestServer();
  demoCheckoutRoutes(server.app, server.services);
  games = new Hono<AppEnv>();
  demoGameRoutes(games, server.services);
  const players = await server.services.db
    .selectFrom('players')
    .select(['id', 'username'])
    .execute();
  const idOf = (username: string) => players.find((row) => row.username === username)?.id ?? 0;
  demo = { id: idOf('demo'), token: await server.login('demo', 'demo123') };
  yeniId = idOf('yeni');
}, 120_000);
afterAll(() => server.close());

type Trx = Transaction<Database>;
class RolledBack extends Error {}

/** The violations found after `breakIt` changed the data; the change is then rolled back. */
async function violationsAfter(breakIt: (trx: Trx) => Promise<unknown>): Promise<string[]> {
  let found: string[] = [];
  try {
    await server.services.db.transaction().execute(async (trx) => {
      await breakIt(trx);
      found = await checkInvariants(trx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return found;
}

const pay = (path: '/payment/deposit' | '/payment/withdraw', id: number, amount: number) =>
  server.call<string | null>(
    path,
    { id, target: 'pay', detail: { Amount: amount } },
    { token: demo.token },
  );

/** A signed call of the demo game provider to the casino's wallet. */
async function wallet(name: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  const response = await games.request(`/demo/games/wallet/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': sign(walletKey(server.services.config.secret), text),
    },
    body: text,
  });
  return (await response.json()) as { status: string };
}

async function launch(): Promise<string> {
  const answer = await server.call<string>(
    '/casino/dtlaunchurl',
    { code: 'dt-3-7' },
    { token: demo.token },
  );
  return new URL(answer.data).searchParams.get('session') ?? '';
}

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('no such row');
  return row;
};

/** The payment of demo's newest ledger transaction keyed to a payment of this type and status. */
async function paymentOf(type: 1 | 2, status: number) {
  return one(
    await server.services.db
      .selectFrom('payments')
      .selectAll()
      .where('player_id', '=', demo.id)
      .where('type', '=', type)
      .where('status', '=', status as TransactionStatus)
      .orderBy('id', 'desc')
      .limit(1)
      .execute(),
  );
}

async function ledgerOf(paymentId: number, kind: string) {
  return one(
    await server.services.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('external_id', '=', `payment:${paymentId}`)
      .where('kind', '=', kind)
      .execute(),
  );
}

async function deleteTransaction(trx: Trx, id: number) {
  await trx.deleteFrom('ledger_entries').where('transaction_id', '=', id).execute();
  await trx.deleteFrom('ledger_transactions').where('id', '=', id).execute();
}

async function demoWallet() {
  return one(
    await server.services.db
      .selectFrom('accounts')
      .selectAll()
      .where('player_id', '=', demo.id)
      .execute(),
  );
}

describe('checkInvariants', () => {
  it('finds nothing wrong with the seeded database', async () => {
    expect(await checkInvariants(server.services.db)).toEqual([]);
  });

  it('finds nothing wrong after deposits, withdrawals, a cancel, spins, a rollback', async () => {
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
    const waiting = await paymentOf(2, TransactionStatus.Pending);
    const cancel = await server.call(
      '/transaction/cancelwithdraw',
      { id: waiting.id },
      { token: demo.token },
    );
    expect(cancel.success).toBe(true);

    const session = await launch();
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

    expect(await checkInvariants(server.services.db)).toEqual([]);
  });
});

describe('the ledger', () => {
  it('reports a balance that is not the sum of its entries', async () => {
    const account = await demoWallet();
    const found = await violationsAfter((trx) =>
      trx
        .updateTable('accounts')
        .set({ balance: account.balance + 100 })
        .where('id', '=', account.id)
        .execute(),
    );
    expect(found).toEqual([
      `account ${account.id} (player ${demo.id}'s wallet): balance ${account.balance + 100} ` +
        `cents, its entries sum to ${account.balance}`,
    ]);
  });

  it('reports a deleted entry: its transaction, the whole ledger and the balance', async () => {
    const withdrawal = await ledgerOf(
      (await paymentOf(2, TransactionStatus.Pending)).id,
      'withdrawal',
    );
    const account = await demoWallet();
    const found = await violationsAfter((trx) =>
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
          new RegExp(`^account ${account.id} \\(player ${demo.id}'s wallet\\)`),
        ),
        expect.stringContaining(
          `ledger transaction ${withdrawal.id} (withdrawal, ${payment}) does not move`,
        ),
      ]),
    );
  });

  it('reports a transaction without entries', async () => {
    const found = await violationsAfter((trx) =>
      trx
        .insertInto('ledger_transactions')
        .values({ kind: 'adjustment', player_id: demo.id })
        .returning('id')
        .execute(),
    );
    expect(found).toEqual([
      expect.stringMatching(/^ledger transaction \d+ \(adjustment\) has no entries$/),
    ]);
  });

  it("reports a wallet below zero, and a transaction moving another player's wallet", async () => {
    const account = await demoWallet();
    const overdrawn = await violationsAfter(async (trx) => {
      // The database refuses an overdraft itself; the check must still see one.
      await sql`alter table accounts drop constraint accounts_player_not_negative`.execute(trx);
      await trx.updateTable('accounts').set({ balance: -5 }).where('id', '=', account.id).execute();
    });
    expect(overdrawn).toContain(
      `player ${demo.id}'s wallet (account ${account.id}) is at -5 cents`,
    );

    const deposit = await ledgerOf((await paymentOf(1, TransactionStatus.Confirmed)).id, 'deposit');
    const foreign = await violationsAfter((trx) =>
      trx
        .updateTable('ledger_transactions')
        .set({ player_id: yeniId })
        .where('id', '=', deposit.id)
        .execute(),
    );
    expect(foreign).toContain(
      `ledger transaction ${deposit.id} (deposit) of player ${yeniId} moves ` +
        `player ${demo.id}'s wallet`,
    );
  });
});

describe('payments', () => {
  it('reports a Pending withdrawal without its ledger transaction', async () => {
    const payment = await paymentOf(2, TransactionStatus.Pending);
    const withdrawal = await ledgerOf(payment.id, 'withdrawal');
    const found = await violationsAfter(async (trx) => {
      await deleteTransaction(trx, withdrawal.id);
      // The wallet as if the money had never left, so only the payment's rule is broken.
      await trx
        .updateTable('accounts')
        .set((eb) => ({ balance: eb('balance', '+', payment.cents) }))
        .where('player_id', '=', demo.id)
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
    const confirmed = await paymentOf(1, TransactionStatus.Confirmed);
    const reopened = await violationsAfter((trx) =>
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
    const cancelled = await paymentOf(1, TransactionStatus.Cancelled);
    const unpaid = await violationsAfter((trx) =>
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
    const payment = await paymentOf(2, TransactionStatus.Cancelled);
    const found = await violationsAfter((trx) =>
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
    const payment = await paymentOf(1, TransactionStatus.Confirmed);
    const deposit = await ledgerOf(payment.id, 'deposit');
    const changed = await violationsAfter((trx) =>
      trx
        .updateTable('payments')
        .set({ cents: payment.cents + 1 })
        .where('id', '=', payment.id)
        .execute(),
    );
    expect(changed).toEqual([
      `ledger transaction ${deposit.id} (deposit, payment:${payment.id}) does not move ` +
        `${payment.cents + 1} cents from house:cash to wallet:${demo.id}`,
    ]);
    // Both entries pay in (the transaction no longer sums to zero, and is no deposit either).
    const split = await violationsAfter((trx) =>
      trx
        .updateTable('ledger_entries')
        .set((eb) => ({ amount: eb.neg(eb.ref('amount')) }))
        .where('transaction_id', '=', deposit.id)
        .where('amount', '<', 0)
        .execute(),
    );
    expect(split).toContain(
      `ledger transaction ${deposit.id} (deposit, payment:${payment.id}) does not move ` +
        `${payment.cents} cents from house:cash to wallet:${demo.id}`,
    );
    const orphan = await violationsAfter((trx) =>
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

describe('game rounds', () => {
  const round = async (betRef: string) =>
    one(
      await server.services.db
        .selectFrom('game_rounds')
        .selectAll()
        .where('bet_ref', '=', betRef)
        .execute(),
    );

  it('reports a win the ledger did not pay, and a round reopened after its win', async () => {
    const won = await round('iv-b1');
    const raised = await violationsAfter((trx) =>
      trx
        .updateTable('game_rounds')
        .set({ win: won.win + 100 })
        .where('id', '=', won.id)
        .execute(),
    );
    expect(raised).toEqual([
      `game round ${won.id} (completed): its win transaction ${won.win_transaction_id} does not ` +
        `pay its win of ${won.win + 100} cents from house:games to wallet:${demo.id}`,
    ]);
    const reopened = await violationsAfter((trx) =>
      trx.updateTable('game_rounds').set({ status: 'open' }).where('id', '=', won.id).execute(),
    );
    expect(reopened).toEqual([
      `game round ${won.id} (open): it is open but has a win or a rollback transaction`,
    ]);
  });

  it("reports a provider's id that names another ledger transaction than the round's", async () => {
    const first = await round('iv-b1');
    const found = await violationsAfter((trx) =>
      trx
        .updateTable('game_rounds')
        .set({ bet_ref: 'iv-other' })
        .where('id', '=', first.id)
        .execute(),
    );
    expect(found).toEqual([
      `game round ${first.id} (completed): its bet transaction ${first.bet_transaction_id} is ` +
        'not the one of its bet id iv-other',
    ]);
  });

  it('reports a bet kept by no round and a win kept by two', async () => {
    const open = await round('iv-b4');
    const lost = await violationsAfter((trx) =>
      trx.deleteFrom('game_rounds').where('id', '=', open.id).execute(),
    );
    expect(lost).toEqual([
      `ledger transaction ${open.bet_transaction_id} (bet, demo-games:iv-b4) ` +
        'is kept by no game round',
    ]);
    const won = await round('iv-b1');
    const twice = await violationsAfter((trx) =>
      trx
        .updateTable('game_rounds')
        .set({ status: 'completed', win: won.win, win_transaction_id: won.win_transaction_id })
        .where('id', '=', open.id)
        .execute(),
    );
    expect(twice).toEqual(
      expect.arrayContaining([
        `ledger transaction ${won.win_transaction_id} (win, demo-games:iv-w1) is kept as win of ` +
          `round ${won.id}, win of round ${open.id}`,
      ]),
    );
  });

  it('reports a rollback that returned nothing', async () => {
    const rolled = await round('iv-b3');
    const found = await violationsAfter((trx) =>
      trx
        .updateTable('game_rounds')
        .set({ rollback_transaction_id: null })
        .where('id', '=', rolled.id)
        .execute(),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        `game round ${rolled.id} (rolled_back): its rollback transaction (none) does not return ` +
          `its stake of ${rolled.stake} cents to wallet:${demo.id}`,
      ]),
    );
  });
});

describe('idempotency keys', () => {
  it('reports a stored key whose answer is not an envelope to replay', async () => {
    const found = await violationsAfter((trx) =>
      trx
        .insertInto('idempotency_keys')
        .values([
          {
            player_id: demo.id,
            operation: 'withdraw',
            key: 'key-without-envelope',
            request_hash: 'x',
            status: 200,
            answer: JSON.stringify({ data: null }),
            created_at: new Date(),
          },
          {
            player_id: demo.id,
            operation: 'deposit',
            key: 'key-with-envelope',
            request_hash: 'x',
            status: 200,
            answer: JSON.stringify({ success: true, message: null, data: null }),
            created_at: new Date(),
          },
        ])
        .execute(),
    );
    expect(found).toEqual([
      `idempotency key "key-without-envelope" of player ${demo.id} (withdraw) has no answer ` +
        'envelope to replay',
    ]);
  });
});

describe('the report', () => {
  it('lists ten violations of a rule and counts the rest', async () => {
    const found = await violationsAfter((trx) =>
      trx
        .updateTable('ledger_entries')
        .set((eb) => ({ amount: eb('amount', '*', 2) }))
        .where('amount', '>', 0)
        .execute(),
    );
    const unbalanced = found.filter((line) =>
      /^ledger transaction \d+ \(\w+\): its entries/.test(line),
    );
    expect(unbalanced).toHaveLength(10);
    expect(found).toContainEqual(
      expect.stringMatching(/^…and \d+ more ledger transactions that do not sum to zero$/),
    );
  });
});
