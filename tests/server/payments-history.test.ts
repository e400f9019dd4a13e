// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { DAY, expectLedgerWhole, history } from './support/payment-calls.ts';
import { NOW, startPaymentsWorld, type PaymentsWorld } from './support/payments-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// Financial Activities against the database: the seeded 14 months of payments, their money in
// the ledger; the history filtered, totalled and paged, each player's own.

let server: TestServer;
let demo: PaymentsWorld['demo'];
let yeni: PaymentsWorld['yeni'];
let balance: PaymentsWorld['balance'];
setUpWorld(startPaymentsWorld, (world) => ({ server, demo, yeni, balance } = world));

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
    await expectLedgerWhole(server);
  });
});

describe('getTransactionHistory', () => {
  it('filters by type and status, totals the confirmed ones, and pages newest first', async () => {
    const all = await history(server, demo.token, {
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

    const pending = await history(server, demo.token, {
      from: new Date(NOW.getTime() - 360 * DAY).toISOString(),
      type: 2,
      statuses: [TransactionStatus.Pending],
    });
    expect(pending.data.items.length).toBeGreaterThan(0);
    expect(pending.data.items.every((row) => row.type === 2 && row.status === 2)).toBe(true);
    expect(pending.data.summary).toEqual({ deposits: 0, withdrawals: 0, net: 0 });

    const page = await history(server, demo.token, {
      from: new Date(NOW.getTime() - 360 * DAY).toISOString(),
      skip: 2,
      take: 3,
    });
    expect(page.data.items).toEqual(rows.slice(2, 5));
    expect(page.data.total).toBe(all.data.total);
  });

  it('shows a player only their own payments', async () => {
    const answer = await history(server, yeni.token);
    expect(answer.data).toEqual({
      items: [],
      total: 0,
      summary: { deposits: 0, withdrawals: 0, net: 0 },
    });
  });

  it('refuses a period that is reversed or reaches past 12 months', async () => {
    const reversed = await history(server, demo.token, {
      from: NOW.toISOString(),
      to: new Date(NOW.getTime() - DAY).toISOString(),
    });
    expect(reversed).toMatchObject({
      success: false,
      message: 'The start date cannot be after the end date.',
    });
    const old = await history(
      server,
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
