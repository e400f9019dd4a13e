import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

// Calls of the payment tests, as the site makes them, and the ledger's checks after them.
export const DAY = 86_400_000;

export async function paymentCount(server: TestServer): Promise<number> {
  const row = await server.services.db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The whole ledger sums to zero, and every account's balance is the sum of its entries. */
export async function expectLedgerWhole(server: TestServer): Promise<void> {
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

export const pay = (
  server: TestServer,
  path: '/payment/deposit' | '/payment/withdraw',
  token: string,
  id: number,
  detail: Record<string, string | number | boolean>,
  locale: 'tr' | 'en' = 'en',
) => server.call<string | null>(path, { id, target: 'pay', detail }, { token, locale });

export interface Row {
  id: number;
  time: string;
  type: number;
  amount: number;
  method: string;
  status: number;
  note?: string | null;
}
export interface History {
  items: Row[];
  total: number;
  summary: { deposits: number; withdrawals: number; net: number };
}

/** Financial Activities of the last 30 days by the server's clock, 50 a page, as filtered. */
export const history = (
  server: TestServer,
  token: string,
  filter: Partial<Record<string, unknown>> = {},
  locale = 'en',
) =>
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

/** A visit of the demo checkout page, or a form posted from it, for a payment reference. */
export async function checkout(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  ref: string,
) {
  if (method === 'GET') return server.app.request(`${path}?payment=${encodeURIComponent(ref)}`);
  return server.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment: ref }).toString(),
  });
}
