// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { expectLedgerWhole, history, pay, paymentCount } from './support/payment-calls.ts';
import { startPaymentsWorld, type PaymentsWorld } from './support/payments-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Withdrawals against the database: they leave the wallet at once and can be cancelled, once,
// while they wait; refused beyond the balance or the bounds. Money is checked in the ledger.

let server: TestServer;
let demo: PaymentsWorld['demo'];
let yeni: PaymentsWorld['yeni'];
let balance: PaymentsWorld['balance'];
setUpWorld(startPaymentsWorld, (world) => ({ server, demo, yeni, balance } = world));

describe('withdraw and cancelWithdraw', () => {
  it('refuses more than the balance, with its own message, and writes nothing', async () => {
    const count = await paymentCount(server);
    const en = await pay(server, '/payment/withdraw', yeni.token, 23, { Amount: 100 });
    expect(en).toMatchObject({
      success: false,
      message: 'Your balance is not enough for this withdrawal.',
    });
    const tr = await pay(server, '/payment/withdraw', yeni.token, 23, { Amount: 100 }, 'tr');
    expect(tr.message).toBe('Bakiyeniz bu çekim için yetersiz.');
    expect(await paymentCount(server)).toBe(count);
    expect(await balance(yeni.id)).toBe(0);
  });

  it('refuses an amount outside the method’s bounds, in English and Turkish', async () => {
    const low = await pay(server, '/payment/withdraw', demo.token, 22, { Amount: 20 });
    expect(low.message).toBe('The least you can withdraw is ₺100.00.');
    const lowTr = await pay(server, '/payment/withdraw', demo.token, 22, { Amount: 20 }, 'tr');
    expect(lowTr.message).toBe('Minimum çekim tutarı ₺100,00.');
    const high = await pay(
      server,
      '/payment/withdraw',
      demo.token,
      23,
      { Amount: 25_000.01 },
      'tr',
    );
    expect(high.message).toBe('Maksimum çekim tutarı ₺25.000,00.');
  });

  it('takes the money at once; cancelling brings it back, once', async () => {
    const before = await balance(demo.id);
    const answer = await pay(server, '/payment/withdraw', demo.token, 23, { Amount: 200 });
    expect(answer).toMatchObject({
      success: true,
      message: 'Your withdrawal request is received.',
    });
    expect(await balance(demo.id)).toBe(before - 20_000);
    const row = (await history(server, demo.token, { type: 2 })).data.items[0];
    expect(row).toMatchObject({
      type: 2,
      amount: 200,
      method: 'Papara',
      status: TransactionStatus.Pending,
    });
    await expectLedgerWhole(server);

    const cancelled = await server.call(
      '/transaction/cancelwithdraw',
      { id: row?.id },
      { token: demo.token, locale: 'tr' },
    );
    expect(cancelled).toMatchObject({
      success: true,
      message: 'Çekim talebiniz iptal edildi; ₺200,00 bakiyenize geri eklendi.',
    });
    expect(await balance(demo.id)).toBe(before);
    const twice = await server.call(
      '/transaction/cancelwithdraw',
      { id: row?.id },
      { token: demo.token },
    );
    expect(twice).toMatchObject({
      success: false,
      message: 'This withdrawal can no longer be cancelled.',
    });
    expect(await balance(demo.id)).toBe(before);
    expect((await history(server, demo.token, { type: 2 })).data.items[0]).toMatchObject({
      id: row?.id,
      status: TransactionStatus.Cancelled,
    });
    await expectLedgerWhole(server);
  });

  it('refuses to cancel another player’s withdrawal, or a deposit, as if absent', async () => {
    await pay(server, '/payment/withdraw', demo.token, 22, { Amount: 150 });
    const row = (await history(server, demo.token, { type: 2 })).data.items[0];
    const before = await balance(demo.id);
    const other = await server.call(
      '/transaction/cancelwithdraw',
      { id: row?.id },
      { token: yeni.token },
    );
    const absent = await server.call(
      '/transaction/cancelwithdraw',
      { id: 99_999_999 },
      { token: yeni.token },
    );
    expect(other).toMatchObject({ success: false });
    expect(other.message).toBe(absent.message);
    const deposit = (await history(server, demo.token, { type: 1 })).data.items[0];
    const notWithdrawal = await server.call(
      '/transaction/cancelwithdraw',
      { id: deposit?.id },
      { token: demo.token },
    );
    expect(notWithdrawal.success).toBe(false);
    expect(await balance(demo.id)).toBe(before);
    expect(await balance(yeni.id)).toBe(0);
    expect((await history(server, demo.token, { type: 2 })).data.items[0]).toMatchObject({
      id: row?.id,
      status: TransactionStatus.Pending,
    });
    await expectLedgerWhole(server);
  });
});
