// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import {
  checkout,
  expectLedgerWhole,
  history,
  pay,
  paymentCount,
} from './support/payment-calls.ts';
import { startPaymentsWorld, type PaymentsWorld } from './support/payments-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Deposits against the database: confirmed by the demo provider (its payment page or its own
// timer) once, cancelled without moving money, refused outside the bounds and the deposit limit.
// Money is checked in the ledger.

let server: TestServer;
let demo: PaymentsWorld['demo'];
let yeni: PaymentsWorld['yeni'];
let balance: PaymentsWorld['balance'];
setUpWorld(startPaymentsWorld, (world) => ({ server, demo, yeni, balance } = world));

describe('deposit', () => {
  it('answers a payment-page method with the page’s address; confirming there pays once', async () => {
    const before = await balance(demo.id);
    const answer = await pay(server, '/payment/deposit', demo.token, 13, {
      Amount: 500,
      AccountNo: '1',
    });
    expect(answer).toMatchObject({ success: true, message: 'Your deposit request is created.' });
    const address = new URL(String(answer.data));
    expect(address.origin).toBe('http://localhost');
    expect(address.pathname).toBe('/demo/checkout');
    const ref = address.searchParams.get('payment') ?? '';
    expect(ref).toMatch(/^[\w-]{43}$/);
    const row = await server.services.db
      .selectFrom('payments')
      .selectAll()
      .where('player_id', '=', demo.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 1, status: TransactionStatus.Pending, cents: 50_000 });
    // The address holds a random reference, never the row's id; the row keeps only its hash.
    expect(ref).not.toContain(String(row.id));
    expect(row.checkout_ref_hash).not.toBe(ref);
    expect(await balance(demo.id)).toBe(before);

    const page = await checkout(server, 'GET', '/demo/checkout', ref);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).not.toMatch(/<script|<style|style=/);
    expect(html).toContain('₺500.00');
    expect(html).toContain('/demo/checkout/confirm');

    const confirmed = await checkout(server, 'POST', '/demo/checkout/confirm', ref);
    expect(confirmed.status).toBe(303);
    expect(await balance(demo.id)).toBe(before + 50_000);
    const again = await checkout(server, 'POST', '/demo/checkout/confirm', ref);
    expect(again.status).toBe(303);
    expect(await balance(demo.id)).toBe(before + 50_000);
    expect(await (await checkout(server, 'GET', '/demo/checkout', ref)).text()).toContain(
      'Confirmed: the amount is in your balance.',
    );
    const deposits = await server.services.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('kind', '=', 'deposit')
      .where('external_id', '=', `payment:${row.id}`)
      .execute();
    expect(deposits).toHaveLength(1);
    // The Deposit notification, in the language the deposit was asked in.
    const pushed = server.pushed.filter((item) => item.playerId === demo.id).at(-1);
    expect(pushed?.args[1]).toMatchObject({
      type: 1,
      title: 'Your deposit is confirmed',
      note: 'Your deposit of ₺500.00 is in your balance.',
    });
    await expectLedgerWhole(server);
  });

  it('cancels on the payment page without moving money; a late confirm changes nothing', async () => {
    const before = await balance(demo.id);
    const answer = await pay(server, '/payment/deposit', demo.token, 13, { Amount: 75 }, 'tr');
    expect(answer.message).toBe('Yatırım talebiniz oluşturuldu.');
    const ref = new URL(String(answer.data)).searchParams.get('payment') ?? '';
    expect(await (await checkout(server, 'GET', '/demo/checkout', ref)).text()).toContain('₺75,00');
    expect((await checkout(server, 'POST', '/demo/checkout/cancel', ref)).status).toBe(303);
    await checkout(server, 'POST', '/demo/checkout/confirm', ref);
    expect(await balance(demo.id)).toBe(before);
    const newest = (await history(server, demo.token)).data.items[0];
    expect(newest).toMatchObject({ type: 1, amount: 75, status: TransactionStatus.Cancelled });
  });

  it('shows no page for an unknown reference or a row id', async () => {
    expect((await checkout(server, 'GET', '/demo/checkout', 'nope')).status).toBe(404);
    expect((await checkout(server, 'GET', '/demo/checkout', '1')).status).toBe(404);
    expect((await checkout(server, 'POST', '/demo/checkout/confirm', '1')).status).toBe(404);
  });

  it('answers a method without a page with a message; the provider confirms a moment later', async () => {
    const before = await balance(demo.id);
    const answer = await pay(server, '/payment/deposit', demo.token, 12, { Amount: 1250.5 });
    expect(answer).toMatchObject({
      success: true,
      data: null,
      message: 'Your deposit request is received. It will be in your balance once confirmed.',
    });
    expect((await history(server, demo.token)).data.items[0]).toMatchObject({
      amount: 1250.5,
      method: 'Havale / EFT',
      status: TransactionStatus.Pending,
    });
    expect(await balance(demo.id)).toBe(before);
    server.clock.advance(2000);
    expect((await history(server, demo.token)).data.items[0]).toMatchObject({
      amount: 1250.5,
      status: TransactionStatus.Confirmed,
    });
    expect(await balance(demo.id)).toBe(before + 125_050);
    await expectLedgerWhole(server);
  });

  it('refuses an amount outside the method’s bounds, in English and Turkish', async () => {
    const count = await paymentCount(server);
    const low = await pay(server, '/payment/deposit', demo.token, 13, { Amount: 10 });
    expect(low).toMatchObject({ success: false, message: 'The least you can deposit is ₺50.00.' });
    const lowTr = await pay(server, '/payment/deposit', demo.token, 13, { Amount: 10 }, 'tr');
    expect(lowTr.message).toBe('Minimum yatırım tutarı ₺50,00.');
    const high = await pay(server, '/payment/deposit', demo.token, 13, { Amount: 30_000 });
    expect(high.message).toBe('The most you can deposit is ₺25,000.00.');
    const highTr = await pay(server, '/payment/deposit', demo.token, 13, { Amount: 30_000 }, 'tr');
    expect(highTr.message).toBe('Maksimum yatırım tutarı ₺25.000,00.');
    const none = await pay(server, '/payment/deposit', demo.token, 13, { AccountNo: '1' }, 'tr');
    expect(none).toMatchObject({ success: false, message: 'Eksik bilgi.' });
    const withdrawMethod = await pay(server, '/payment/deposit', demo.token, 22, { Amount: 100 });
    expect(withdrawMethod.message).toBe('Some details are missing.');
    expect(await paymentCount(server)).toBe(count);
  });

  it('refuses a deposit over the player’s deposit limit', async () => {
    const set = await server.call(
      '/protection/setlimit',
      { kind: 1, day: 100, week: null, month: null },
      { token: yeni.token },
    );
    expect(set.success).toBe(true);
    const count = await paymentCount(server);
    const answer = await pay(server, '/payment/deposit', yeni.token, 12, { Amount: 150 });
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/deposit limit/);
    expect(await paymentCount(server)).toBe(count);
  });
});
