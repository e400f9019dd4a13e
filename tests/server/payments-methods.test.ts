// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startPaymentsWorld, type PaymentsWorld } from './support/payments-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Payment methods against the database: the deposit and withdraw methods with their bounds, and
// a method's form fields.

let server: TestServer;
let demo: PaymentsWorld['demo'];
setUpWorld(startPaymentsWorld, (world) => ({ server, demo } = world));

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
