// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterRounds, gameSummary } from '../../domain/history.ts';
import type { Game } from '../../generated/server/model/game.ts';
import type { GameHistory } from '../../generated/server/model/gameHistory.ts';
import type { TopWinner } from '../../generated/server/model/topWinner.ts';
import { mockBootstrap } from '../../mocks/data/bootstrap-data.ts';
import { demoPlayers } from '../../mocks/data/demo-players.ts';
import {
  BIG_CATEGORY_COUNT,
  BIG_CATEGORY_ID,
  findGame,
  gamesOfCategories,
  searchGames,
} from '../../mocks/data/games-data.ts';
import { seedHistory } from '../../mocks/data/history-seed.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The casino's listings, search, one game, favourites, Top Winners and the game history, read
// from the database: the seeded games are the mock's, so every answer is compared with what the
// mock backend answers for the same request.

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

describe('category listings', () => {
  it('lists the games of each category asked, once, in the order asked, as the mock does', async () => {
    const answer = await server.call<Game[]>('/casino/categorygames', {
      systemCategory: [9, 3, 9],
    });
    expect(answer).toMatchObject({ status: 200, success: true, message: null });
    expect(answer.data).toEqual(gamesOfCategories([9, 3]));
    expect(answer.data.slice(0, 24).every((game) => game.systemCategory === 9)).toBe(true);
  });

  it('holds the 10,000 games of the big category, and nothing for an unknown one', async () => {
    const big = await server.call<Game[]>('/casino/categorygames', {
      systemCategory: [BIG_CATEGORY_ID],
    });
    expect(big.data).toHaveLength(BIG_CATEGORY_COUNT);
    expect(big.data.at(-1)).toEqual(gamesOfCategories([BIG_CATEGORY_ID]).at(-1));
    const none = await server.call<Game[]>('/casino/categorygames', { systemCategory: [999] });
    expect(none.data).toEqual([]);
  });
});

describe('game search', () => {
  it('finds games by name in any case, one list per category, as the mock does', async () => {
    const request = { live: false, search: 'GOLDEN', skip: 0, take: 30 };
    const answer = await server.call<Game[][]>('/casino/games', request);
    expect(answer.success).toBe(true);
    expect(answer.data).toEqual(searchGames(request));
    expect(answer.data.flat()).toHaveLength(30);
    expect(answer.data.flat().every((game) => /golden/i.test(game.name))).toBe(true);
  });

  it('pages through the results with skip and take across categories', async () => {
    const first = await server.call<Game[][]>('/casino/games', {
      live: false,
      search: 'lucky',
      skip: 0,
      take: 5,
    });
    const next = await server.call<Game[][]>('/casino/games', {
      live: false,
      search: 'lucky',
      skip: 5,
      take: 5,
    });
    const both = await server.call<Game[][]>('/casino/games', {
      live: false,
      search: 'lucky',
      skip: 0,
      take: 10,
    });
    expect([...first.data.flat(), ...next.data.flat()]).toEqual(both.data.flat());
    const late = { live: false, search: 'lucky', skip: 200, take: 20 };
    expect((await server.call<Game[][]>('/casino/games', late)).data).toEqual(searchGames(late));
  });

  it('keeps live-casino games apart and answers nothing for no text', async () => {
    const live = { live: true, search: 'roulette', skip: 0, take: 50 };
    const answer = await server.call<Game[][]>('/casino/games', live);
    expect(answer.data).toEqual(searchGames(live));
    expect(answer.data.flat().every((game) => game.systemCategory === 7)).toBe(true);
    const slots = await server.call<Game[][]>('/casino/games', { ...live, live: false });
    expect(slots.data).toEqual([]);
    const blank = await server.call<Game[][]>('/casino/games', { ...live, search: '   ' });
    expect(blank.data).toEqual([]);
  });
});

describe('one game', () => {
  it('answers the game of a code with its own launch provider, to visitors too', async () => {
    const answer = await server.call<Game>('/casino/game', {
      gameCode: 'em-7-1',
      launchProvider: 'em',
    });
    expect(answer).toMatchObject({ status: 200, success: true });
    expect(answer.data).toEqual(findGame('em-7-1', 'em'));
  });

  it("finds the menu's own game, which no listing shows", async () => {
    const aviator = mockBootstrap('localhost').menuList?.find((item) => item.game)?.game;
    const answer = await server.call<Game>('/casino/game', {
      gameCode: '1024',
      launchProvider: 'softgamings',
    });
    expect(answer.data).toEqual(aviator);
    const crash = await server.call<Game[]>('/casino/categorygames', { systemCategory: [9] });
    expect(crash.data.map((game) => game.gameCode)).not.toContain('1024');
  });

  it('refuses a code of another launch provider or no game at all, in the request language', async () => {
    const other = await server.call('/casino/game', {
      gameCode: 'em-7-1',
      launchProvider: 'dt',
    });
    expect(other).toMatchObject({ status: 200, success: false, message: 'Game not found.' });
    const none = await server.call(
      '/casino/game',
      { gameCode: 'no-such-game', launchProvider: 'dt' },
      { locale: 'tr' },
    );
    expect(none).toMatchObject({ success: false, message: 'Oyun bulunamadı.', data: null });
  });
});

describe('favourites', () => {
  const game = findGame('hub88-3-1', 'hub88') as Game;

  it('need a logged-in player', async () => {
    expect((await server.call('/casino/favorites', undefined, { method: 'GET' })).status).toBe(401);
    const toggle = await server.call('/casino/togglefavorite', {
      code: game.gameCode,
      providerId: 6,
    });
    expect(toggle.status).toBe(401);
  });

  it("toggle on and off, per player: another player's favourites are not yours", async () => {
    const added = await server.call(
      '/casino/togglefavorite',
      { code: game.gameCode, providerId: game.mainProviderId },
      { token: demo },
    );
    expect(added).toMatchObject({ success: true, message: 'Added to favorites' });
    const second = findGame('dt-9-2', 'dt') as Game;
    await server.call(
      '/casino/togglefavorite',
      { code: second.gameCode, providerId: second.mainProviderId },
      { token: demo, locale: 'tr' },
    );
    const mine = await server.call<string[]>('/casino/favorites', undefined, {
      token: demo,
      method: 'GET',
    });
    expect(mine.data).toEqual([game.gameCode, second.gameCode]);
    const theirs = await server.call<string[]>('/casino/favorites', undefined, {
      token: yeni,
      method: 'GET',
    });
    expect(theirs).toMatchObject({ success: true, data: [] });

    const removed = await server.call(
      '/casino/togglefavorite',
      { code: game.gameCode, providerId: game.mainProviderId },
      { token: demo, locale: 'tr' },
    );
    expect(removed).toMatchObject({ success: true, message: 'Favorilerden çıkarıldı.' });
    const after = await server.call<string[]>('/casino/favorites', undefined, {
      token: demo,
      method: 'GET',
    });
    expect(after.data).toEqual([second.gameCode]);
  });

  it('refuses a game the casino does not have, or a wrong provider id', async () => {
    const none = await server.call(
      '/casino/togglefavorite',
      { code: 'no-such-game', providerId: 6 },
      { token: demo },
    );
    expect(none).toMatchObject({ success: false, message: 'The game was not found.' });
    const wrong = await server.call(
      '/casino/togglefavorite',
      { code: game.gameCode, providerId: 99 },
      { token: demo, locale: 'tr' },
    );
    expect(wrong).toMatchObject({ success: false, message: 'Oyun bulunamadı.' });
  });
});

describe('top winners', () => {
  it("lists the month's biggest wins first, winners masked, games named", async () => {
    const answer = await server.call<TopWinner[]>('/transaction/topwinners', {
      isLive: false,
      count: 40,
    });
    expect(answer.success).toBe(true);
    expect(answer.data).toHaveLength(40);
    const amounts = answer.data.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const [demoPlayer] = demoPlayers;
    expect(answer.data[0]).toMatchObject({
      name: `${demoPlayer.name.slice(0, 2)}***${demoPlayer.name.slice(-1)} ${demoPlayer.surname[0]}.`,
      currencySymbol: '₺',
    });
    expect(answer.data.some((row) => row.game === 'Lightning Roulette')).toBe(false);
  });

  it('lists only live-casino wins for the live card', async () => {
    const answer = await server.call<TopWinner[]>('/transaction/topwinners', {
      isLive: true,
      count: 5,
    });
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((row) => row.game === 'Lightning Roulette')).toBe(true);
    // A game the catalogue has shows its picture.
    expect(answer.data[0]?.image).toMatch(/^\/mock-art\/tile\?/);
  });
});

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
