// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GameRound, Transaction } from '@generated/api/model';
import {
  filterRounds,
  filterSessions,
  filterTransactions,
  gameSummary,
  markCurrentSession,
  pageOf,
  periodProblem,
  transactionSummary,
} from '../../domain/history.ts';

// The member area's history rules over plain rows: the periods allowed, the filters, paging and
// the totals.
const now = Date.parse('2026-11-25T12:00:00.000Z');
const row = (id: number, fields: Partial<Transaction>): Transaction => ({
  id,
  time: '2026-11-20T10:00:00.000Z',
  type: 1,
  amount: 100,
  method: 'Papara',
  status: 1,
  note: null,
  ...fields,
});
const round = (id: number, time: string, kind: 1 | 2, amount: number): GameRound => ({
  id,
  time,
  game: 'Sweet Bonanza',
  provider: id % 2 ? 'Pragmatic Play' : 'Spribe',
  kind,
  amount,
  balanceAfter: 0,
});

describe('history periods', () => {
  it('refuses a period that ends before it starts', () => {
    const period = { from: '2026-11-20T00:00:00.000Z', to: '2026-11-19T23:59:59.999Z' };
    expect(periodProblem(period, now)).toBe('reversed');
  });

  it('reaches 12 months back, with a day to spare for the local midnight', () => {
    const to = '2026-11-25T12:00:00.000Z';
    expect(periodProblem({ from: '2025-11-24T12:00:00.000Z', to }, now)).toBeNull();
    expect(periodProblem({ from: '2025-11-24T11:59:59.999Z', to }, now)).toBe('too-old');
  });
});

describe('history filters and paging', () => {
  const rows = [
    row(5, { time: '2026-11-21T00:00:00.000Z', type: 2, status: 2 }),
    row(4, { time: '2026-11-20T10:00:00.000Z', status: 2 }),
    row(3, { time: '2026-11-20T00:00:00.000Z' }),
    row(2, { time: '2026-11-19T23:59:59.999Z' }),
  ];
  const period = { from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' };

  it('keeps rows in the period, both ends included, of the type and statuses asked', () => {
    const ids = (list: readonly Transaction[]) => list.map((item) => item.id);
    expect(ids(filterTransactions(rows, { ...period, type: 0 }))).toEqual([5, 4, 3]);
    expect(ids(filterTransactions(rows, { ...period, type: 1 }))).toEqual([4, 3]);
    expect(ids(filterTransactions(rows, { ...period, type: 0, statuses: [2] }))).toEqual([5, 4]);
    expect(ids(filterTransactions(rows, { ...period, type: 0, statuses: [] }))).toEqual([5, 4, 3]);
  });

  it('cuts a page of `take` rows after `skip`', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 2, 20)).toEqual([3]);
  });

  it('keeps sessions that began in the period and marks the newest open one current', () => {
    const sessions = [
      { id: 3, loginTime: '2026-11-22T10:00:00.000Z', logoutTime: null },
      { id: 2, loginTime: '2026-11-20T10:00:00.000Z', logoutTime: null },
      { id: 1, loginTime: '2026-11-20T09:00:00.000Z', logoutTime: '2026-11-20T09:30:00.000Z' },
    ];
    const kept = markCurrentSession(filterSessions(sessions, period));
    expect(kept.map((session) => [session.id, session.current])).toEqual([
      [2, true],
      [1, false],
    ]);
  });
});

describe('history totals', () => {
  it('totals confirmed deposits and withdrawals to the cent', () => {
    const rows = [
      row(1, { amount: 0.1 }),
      row(2, { amount: 0.2 }),
      row(3, { amount: 1000, status: 2 }),
      row(4, { type: 2, amount: 0.05 }),
      row(5, { type: 2, amount: 50, status: 4 }),
    ];
    expect(transactionSummary(rows)).toEqual({ deposits: 0.3, withdrawals: 0.05, net: 0.25 });
  });

  it('totals bets and wins and the net of each UTC day, oldest day first', () => {
    const lines = [
      round(5, '2026-11-21T08:00:00.000Z', 1, 0.3),
      round(4, '2026-11-21T07:00:00.000Z', 2, 0.1),
      round(3, '2026-11-20T23:59:59.000Z', 1, 25),
      round(2, '2026-11-20T10:00:00.000Z', 2, 10),
      round(1, '2026-11-20T09:00:00.000Z', 2, 10),
    ];
    expect(gameSummary(lines)).toEqual({
      summary: { totalBet: 20.1, totalWon: 25.3, net: 5.2 },
      days: [
        { day: '2026-11-20', net: 5 },
        { day: '2026-11-21', net: 0.2 },
      ],
    });
    expect(filterRounds(lines, { ...lastWeek(), provider: 'Spribe' }).map((l) => l.id)).toEqual([
      4, 2,
    ]);
  });
});

function lastWeek() {
  return { from: '2026-11-18T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' };
}
