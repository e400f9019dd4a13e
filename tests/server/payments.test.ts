// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { demoCheckoutRoutes } from '../../server/demo-checkout/routes.ts';
import { balanceOf } from '../../server/money/ledger.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Payments against the database: methods and forms, deposits confirmed by the demo provider
// (its payment page or its own timer), withdrawals that leave the wallet at once and can be
// cancelled while they wait, and Financial Activities. Money is checked in the ledger.
const NOW = new Date('2026-11-25T09:00:00Z');
let server: TestServer;
let demo: { id: number; token: string };
let yeni: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  demoCheckoutRoutes(server.app, server.services);
  const idOf = async (username: string) =>
    (
      await server.services.db
        .selectFrom('players')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  demo = { id: await idOf('demo'), token: await server.login('demo', 'demo123') };
  yeni = { id: await idOf('yeni'), token: await server.login('yeni', 'yeni123') };
  // Starting an embedded database takes a while on a busy machine.
}, 120_000);
afterAll(() => server.close());

const balance = (playerId: number) => balanceOf(server.services.db, playerId);
const paymentCount = async () =>
  Number(
    (
      await server.services.db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The whole ledger sums to zero, and every account's balance is the sum of its entries. */
async function expectLedgerWhole() {
  const total = await sql<{
    sum: number | null;
  }>`select sum(amount) as sum from ledger_entries`.execute(server.services.db);
  expect(Number(total.rows[0]?.sum)).toBe(0);
  const drift = await sql<{ id: number }>`
    select a.id from accounts a
    left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance
    having a.balance <> coalesce(sum(e.amount), 0)`.execute(server.services.db);
  expect(drift.rows).toEqual([]);
  // What waits in house:withdrawals is exactly the withdrawals still pending.
  const waiting = await sql<{ house: number; pending: number }>`
    select (select balance from accounts where code = 'house:withdrawals') as house,
      (select coalesce(sum(cents), 0) from payments where type = 2 and status = 2) as pending`.execute(
    server.services.db,
  );
  expect(Number(waiting.rows[0]?.house)).toBe(Number(waiting.rows[0]?.pending));
}

const pay = (
  path: '/payment/deposit' | '/payment/withdraw',
  token: string,
  id: number,
  detail: Record<string, string | number | boolean>,
  locale: 'tr' | 'en' = 'en',
) => server.call<string | null>(path, { id, target: 'pay', detail }, { token, locale });

interface Row {
  id: number;
  time: string;
  type: number;
  amount: number;
  method: string;
  status: number;
  note?: string | null;
}
interface History {
  items: Row[];
  total: number;
  summary: { deposits: number; withdrawals: number; net: number };
}
const DAY = 86_400_000;
const history = (token: string, filter: Partial<Record<string, unknown>> = {}, locale = 'en') =>
  server.call<History>(
    '/transaction/history',
    {
      from: new Date(server.clock.now.getTime() - 30 * DAY).toISOString(),
      to: server.clock.now.toISOString(),
      type: 0,
      skip: 0,
      take: 50,
      ...filter,
    },
    { token, locale: locale as 'tr' | 'en' },
  );

async function checkout(method: 'GET' | 'POST', path: string, ref: string) {
  if (method === 'GET') return server.app.request(`${path}?payment=${encodeURIComponent(ref)}`);
  return server.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment: ref }).toString(),
  });
}

describe('seed', () => {
  it('gives demo the mock’s 14 months of payments, their money in the ledger, ₺1.250,75 left', async () => {
    expect(await balance(demo.id)).toBe(125_075);
    const rows = await server.services.db
      .selectFrom('payments')
      .select(['type', 'status', 'created_at'])
      .where('player_id', '=', demo.id)
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    const oldest = Math.min(...rows.map((row) => row.created_at.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(13 * 30 * DAY);
    // The newest withdrawal waits, so it can be cancelled.
    expect(rows.filter((row) => row.type === 2 && row.status === 2)).toHaveLength(1);
    const kinds = await server.services.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .distinct()
      .where('player_id', '=', demo.id)
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['deposit', 'withdrawal', 'withdrawal-payout', 'withdrawal-cancel']),
    );
    await expectLedgerWhole();
  });
});

describe('getPaymentMethods and getPaymentDetail', () => {
  it('lists the deposit and the withdraw methods with their bounds', async () => {
    const deposits = await server.call<Array<{ id: number; minAmount: number }>>(
      '/payment/methods',
      { type: '1' },
      { token: demo.token, method: 'GET' },
    );
    expect(deposits).toMatchObject({ status: 200, success: true });
    expect(deposits.data.map((method) => method.id)).toEqual([12, 13, 18, 14]);
    expect(deposits.data[1]).toMatchObject({ title: 'Papara', minAmount: 50, maxAmount: 25_000 });
    const withdrawals = await server.call<Array<{ id: number }>>(
      '/payment/methods',
      { type: '2' },
      { token: demo.token, method: 'GET' },
    );
    expect(withdrawals.data.map((method) => method.id)).toEqual([22, 23]);
  });

  it('gives a method’s fields, an empty list for one without a form, and refuses an unknown one', async () => {
    const eft = await server.call<Array<{ key: string; option: unknown }>>(
      '/payment/detail',
      { id: 12, type: 1 },
      { token: demo.token },
    );
    expect(eft.data.map((field) => field.key)).toEqual([
      'Amount',
      'FullName',
      'Iban',
      'BankId',
      'CardNo',
      'BirthDate',
      'Reference',
      'SaveAccount',
      'Installment',
    ]);
    expect(eft.data[3]?.option).toEqual([
      { id: 1, name: 'Ziraat Bankası' },
      { id: 2, name: 'Garanti BBVA' },
      { id: 3, name: 'İş Bankası' },
    ]);
    const crypto = await server.call('/payment/detail', { id: 14, type: 1 }, { token: demo.token });
    expect(crypto).toMatchObject({ success: true, data: [] });
    // A withdraw method asked for as a deposit one is no method at all.
    const wrong = await server.call('/payment/detail', { id: 22, type: 1 }, { token: demo.token });
    expect(wrong).toMatchObject({
      success: false,
      message: 'This payment method is not available now.',
    });
    const tr = await server.call(
      '/payment/detail',
      { id: 99, type: 1 },
      { token: demo.token, locale: 'tr' },
    );
    expect(tr.message).toBe('Bu ödeme yöntemi şu anda kullanılamıyor.');
  });

  it('needs a session', async () => {
    const answer = await server.call('/payment/detail', { id: 12, type: 1 });
    expect(answer).toMatchObject({ status: 401, success: false });
  });
});

describe('deposit', () => {
  it('answers a payment-page method with the page’s address; confirming there pays once', async () => {
    const before = await balance(demo.id);
    const answer = await pay('/payment/deposit', demo.token, 13, { Amount: 500, AccountNo: '1' });
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

    const page = await checkout('GET', '/demo/checkout', ref);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).not.toMatch(/<script|<style|style=/);
    expect(html).toContain('₺500.00');
    expect(html).toContain('/demo/checkout/confirm');

    const confirmed = await checkout('POST', '/demo/checkout/confirm', ref);
    expect(confirmed.status).toBe(303);
    expect(await balance(demo.id)).toBe(before + 50_000);
    const again = await checkout('POST', '/demo/checkout/confirm', ref);
    expect(again.status).toBe(303);
    expect(await balance(demo.id)).toBe(before + 50_000);
    expect(await (await checkout('GET', '/demo/checkout', ref)).text()).toContain(
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
    await expectLedgerWhole();
  });

  it('cancels on the payment page without moving money; a late confirm changes nothing', async () => {
    const before = await balance(demo.id);
    const answer = await pay('/payment/deposit', demo.token, 13, { Amount: 75 }, 'tr');
    expect(answer.message).toBe('Yatırım talebiniz oluşturuldu.');
    const ref = new URL(String(answer.data)).searchParams.get('payment') ?? '';
    expect(await (await checkout('GET', '/demo/checkout', ref)).text()).toContain('₺75,00');
    expect((await checkout('POST', '/demo/checkout/cancel', ref)).status).toBe(303);
    await checkout('POST', '/demo/checkout/confirm', ref);
    expect(await balance(demo.id)).toBe(before);
    const newest = (await history(demo.token)).data.items[0];
    expect(newest).toMatchObject({ type: 1, amount: 75, status: TransactionStatus.Cancelled });
  });

  it('shows no page for an unknown reference or a row id', async () => {
    expect((await checkout('GET', '/demo/checkout', 'nope')).status).toBe(404);
    expect((await checkout('GET', '/demo/checkout', '1')).status).toBe(404);
    expect((await checkout('POST', '/demo/checkout/confirm', '1')).status).toBe(404);
  });

  it('answers a method without a page with a message; the provider confirms a moment later', async () => {
    const before = await balance(demo.id);
    const answer = await pay('/payment/deposit', demo.token, 12, { Amount: 1250.5 });
    expect(answer).toMatchObject({
      success: true,
      data: null,
      message: 'Your deposit request is received. It will be in your balance once confirmed.',
    });
    expect((await history(demo.token)).data.items[0]).toMatchObject({
      amount: 1250.5,
      method: 'Havale / EFT',
      status: TransactionStatus.Pending,
    });
    expect(await balance(demo.id)).toBe(before);
    server.clock.advance(2000);
    expect((await history(demo.token)).data.items[0]).toMatchObject({
      amount: 1250.5,
      status: TransactionStatus.Confirmed,
    });
    expect(await balance(demo.id)).toBe(before + 125_050);
    await expectLedgerWhole();
  });

  it('refuses an amount outside the method’s bounds, in English and Turkish', async () => {
    const count = await paymentCount();
    const low = await pay('/payment/deposit', demo.token, 13, { Amount: 10 });
    expect(low).toMatchObject({ success: false, message: 'The least you can deposit is ₺50.00.' });
    const lowTr = await pay('/payment/deposit', demo.token, 13, { Amount: 10 }, 'tr');
    expect(lowTr.message).toBe('Minimum yatırım tutarı ₺50,00.');
    const high = await pay('/payment/deposit', demo.token, 13, { Amount: 30_000 });
    expect(high.message).toBe('The most you can deposit is ₺25,000.00.');
    const highTr = await pay('/payment/deposit', demo.token, 13, { Amount: 30_000 }, 'tr');
    expect(highTr.message).toBe('Maksimum yatırım tutarı ₺25.000,00.');
    const none = await pay('/payment/deposit', demo.token, 13, { AccountNo: '1' }, 'tr');
    expect(none).toMatchObject({ success: false, message: 'Eksik bilgi.' });
    const withdrawMethod = await pay('/payment/deposit', demo.token, 22, { Amount: 100 });
    expect(withdrawMethod.message).toBe('Some details are missing.');
    expect(await paymentCount()).toBe(count);
  });

  it('refuses a deposit over the player’s deposit limit', async () => {
    const set = await server.call(
      '/protection/setlimit',
      { kind: 1, day: 100, week: null, month: null },
      { token: yeni.token },
    );
    expect(set.success).toBe(true);
    const count = await paymentCount();
    const answer = await pay('/payment/deposit', yeni.token, 12, { Amount: 150 });
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/deposit limit/);
    expect(await paymentCount()).toBe(count);
  });
});

describe('withdraw and cancelWithdraw', () => {
  it('refuses more than the balance, with its own message, and writes nothing', async () => {
    const count = await paymentCount();
    const en = await pay('/payment/withdraw', yeni.token, 23, { Amount: 100 });
    expect(en).toMatchObject({
      success: false,
      message: 'Your balance is not enough for this withdrawal.',
    });
    const tr = await pay('/payment/withdraw', yeni.token, 23, { Amount: 100 }, 'tr');
    expect(tr.message).toBe('Bakiyeniz bu çekim için yetersiz.');
    expect(await paymentCount()).toBe(count);
    expect(await balance(yeni.id)).toBe(0);
  });

  it('refuses an amount outside the method’s bounds, in English and Turkish', async () => {
    const low = await pay('/payment/withdraw', demo.token, 22, { Amount: 20 });
    expect(low.message).toBe('The least you can withdraw is ₺100.00.');
    const lowTr = await pay('/payment/withdraw', demo.token, 22, { Amount: 20 }, 'tr');
    expect(lowTr.message).toBe('Minimum çekim tutarı ₺100,00.');
    const high = await pay('/payment/withdraw', demo.token, 23, { Amount: 25_000.01 }, 'tr');
    expect(high.message).toBe('Maksimum çekim tutarı ₺25.000,00.');
  });

  it('takes the money at once; cancelling brings it back, once', async () => {
    const before = await balance(demo.id);
    const answer = await pay('/payment/withdraw', demo.token, 23, { Amount: 200 });
    expect(answer).toMatchObject({
      success: true,
      message: 'Your withdrawal request is received.',
    });
    expect(await balance(demo.id)).toBe(before - 20_000);
    const row = (await history(demo.token, { type: 2 })).data.items[0];
    expect(row).toMatchObject({
      type: 2,
      amount: 200,
      method: 'Papara',
      status: TransactionStatus.Pending,
    });
    await expectLedgerWhole();

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
    expect((await history(demo.token, { type: 2 })).data.items[0]).toMatchObject({
      id: row?.id,
      status: TransactionStatus.Cancelled,
    });
    await expectLedgerWhole();
  });

  it('refuses to cancel another player’s withdrawal, or a deposit, as if absent', async () => {
    await pay('/payment/withdraw', demo.token, 22, { Amount: 150 });
    const row = (await history(demo.token, { type: 2 })).data.items[0];
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
    const deposit = (await history(demo.token, { type: 1 })).data.items[0];
    const notWithdrawal = await server.call(
      '/transaction/cancelwithdraw',
      { id: deposit?.id },
      { token: demo.token },
    );
    expect(notWithdrawal.success).toBe(false);
    expect(await balance(demo.id)).toBe(before);
    expect(await balance(yeni.id)).toBe(0);
    expect((await history(demo.token, { type: 2 })).data.items[0]).toMatchObject({
      id: row?.id,
      status: TransactionStatus.Pending,
    });
    await expectLedgerWhole();
  });
});

describe('getTransactionHistory', () => {
  it('filters by type and status, totals the confirmed ones, and pages newest first', async () => {
    const all = await history(demo.token, {
      from: new Date(NOW.getTime() - 360 * DAY).toISOString(),
      take: 500,
    });
    expect(all.success).toBe(true);
    const rows = all.data.items;
    expect(all.data.total).toBe(rows.length);
    const times = rows.map((row) => Date.parse(row.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const confirmed = (type: number) =>
      rows
        .filter((row) => row.type === type && row.status === TransactionStatus.Confirmed)
        .reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100;
    expect(all.data.summary).toEqual({
      deposits: confirmed(1),
      withdrawals: confirmed(2),
      net: (Math.round(confirmed(1) * 100) - Math.round(confirmed(2) * 100)) / 100,
    });

    const pending = await history(demo.token, {
      from: new Date(NOW.getTime() - 360 * DAY).toISOString(),
      type: 2,
      statuses: [TransactionStatus.Pending],
    });
    expect(pending.data.items.length).toBeGreaterThan(0);
    expect(pending.data.items.every((row) => row.type === 2 && row.status === 2)).toBe(true);
    expect(pending.data.summary).toEqual({ deposits: 0, withdrawals: 0, net: 0 });

    const page = await history(demo.token, {
      from: new Date(NOW.getTime() - 360 * DAY).toISOString(),
      skip: 2,
      take: 3,
    });
    expect(page.data.items).toEqual(rows.slice(2, 5));
    expect(page.data.total).toBe(all.data.total);
  });

  it('shows a player only their own payments', async () => {
    const answer = await history(yeni.token);
    expect(answer.data).toEqual({
      items: [],
      total: 0,
      summary: { deposits: 0, withdrawals: 0, net: 0 },
    });
  });

  it('refuses a period that is reversed or reaches past 12 months', async () => {
    const reversed = await history(demo.token, {
      from: NOW.toISOString(),
      to: new Date(NOW.getTime() - DAY).toISOString(),
    });
    expect(reversed).toMatchObject({
      success: false,
      message: 'The start date cannot be after the end date.',
    });
    const old = await history(
      demo.token,
      { from: new Date(NOW.getTime() - 400 * DAY).toISOString() },
      'tr',
    );
    expect(old).toMatchObject({
      success: false,
      message: 'Geçmiş en fazla 12 ay geriye kadar görüntülenebilir.',
    });
  });
});
