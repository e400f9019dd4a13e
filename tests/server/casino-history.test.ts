// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterRounds, gameSummary } from '../../domain/history.ts';
import type { GameHistory } from '../../generated/server/model/gameHistory.ts';
import { demoPlayers } from '../../mocks/data/demo-players.ts';
import { seedHistory } from '../../mocks/data/history-seed.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The game history, read from the database: the seeded rounds are the mock's, so every page is
// compared line by line with what the mock backend answers for the same request.

let server: TestServer;
let demo: string;
let yeni: string;
let seededAt: number;
beforeAll(async () => {
  // Its own clock, so the seeded history is seeded afresh relative to it (the shared seeded
  // archive was seeded earlier) and can be compared line by line with the mock's seed.
  server = await startTestServer({ now: new Date() });
  seededAt = server.clock.now.getTime();
  demo = await server.login('demo', 'demo123');
  yeni = await server.login('yeni', 'yeni123');
}, 120_000);
afterAll(() => server.close());

describe('game history', () => {
  const period = (days: number) => ({
    from: new Date(seededAt - days * 86_400_000).toISOString(),
    to: new Date(seededAt).toISOString(),
  });

  it("pages the seeded lines of the period with the mock's totals and days", async () => {
    const request = { ...period(30), skip: 0, take: 20 };
    const answer = await server.call<GameHistory>('/casino/history', request, { token: demo });
    expect(answer).toMatchObject({ status: 200, success: true });
    const lines = filterRounds(seedHistory(seededAt, demoPlayers[0].balance).rounds, request);
    const expected = gameSummary(lines);
    expect(answer.data.total).toBe(lines.length);
    expect(answer.data.summary).toEqual(expected.summary);
    expect(answer.data.days).toEqual(expected.days);
    expect(answer.data.items).toHaveLength(20);
    expect(answer.data.items.map(({ id: _, ...line }) => line)).toEqual(
      lines.slice(0, 20).map(({ id: _, ...line }) => line),
    );
  });

  it('keeps one provider when asked and is empty for another player', async () => {
    const request = { ...period(90), provider: 'Evolution', skip: 0, take: 100 };
    const answer = await server.call<GameHistory>('/casino/history', request, { token: demo });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data.items.every((line) => line.provider === 'Evolution')).toBe(true);
    const theirs = await server.call<GameHistory>('/casino/history', request, { token: yeni });
    expect(theirs.data).toEqual({
      items: [],
      total: 0,
      summary: { totalBet: 0, totalWon: 0, net: 0 },
      days: [],
    });
  });

  it('refuses a reversed period or one older than 12 months, in the request language', async () => {
    const { from, to } = period(10);
    const reversed = await server.call(
      '/casino/history',
      { from: to, to: from, skip: 0, take: 20 },
      { token: demo },
    );
    expect(reversed).toMatchObject({
      success: false,
      message: 'The start date cannot be after the end date.',
    });
    const old = await server.call(
      '/casino/history',
      { ...period(400), skip: 0, take: 20 },
      { token: demo, locale: 'tr' },
    );
    expect(old).toMatchObject({
      success: false,
      message: 'Geçmiş en fazla 12 ay geriye kadar görüntülenebilir.',
    });
    const anonymous = await server.call('/casino/history', { ...period(10), skip: 0, take: 20 });
    expect(anonymous.status).toBe(401);
  });

  it('keeps the seeded stakes and wins in the ledger, every transaction summing to zero', async () => {
    const { db } = server.services;
    const rounds = await db
      .selectFrom('game_rounds')
      .select((eb) => [
        eb.fn.countAll<number>().as('rounds'),
        eb.fn.sum<number>('stake').as('stake'),
      ])
      .executeTakeFirstOrThrow();
    const bets = await db
      .selectFrom('ledger_transactions')
      .innerJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
      .select((eb) => [
        eb.fn.countAll<number>().as('entries'),
        eb.fn.sum<number>('amount').as('net'),
      ])
      .where('kind', '=', 'bet')
      .executeTakeFirstOrThrow();
    expect(rounds.rounds).toBeGreaterThan(3500);
    expect(bets.entries).toBe(rounds.rounds * 2);
    expect(bets.net).toBe(0);
    const all = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .executeTakeFirstOrThrow();
    expect(all.sum).toBe(0);
  });
});
