// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../generated/server/model/game.ts';
import { mockBootstrap } from '../../mocks/data/bootstrap-data.ts';
import { BIG_CATEGORY_COUNT, BIG_CATEGORY_ID } from '../../mocks/data/game-catalogue.ts';
import { findGame, gamesOfCategories, searchGames } from '../../mocks/data/games-data.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The casino's listings, search and one game, read from the database: the seeded games are the
// mock's, so every answer is compared with what the mock backend answers for the same request.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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
