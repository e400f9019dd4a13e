import { describe, expect, it } from 'vitest';
import { GetCategoryGamesResponse } from '@generated/api/casino/casino.zod';
import { GameProvider } from '@generated/api/model';
import { GetTopWinnersResponse } from '@generated/api/transaction/transaction.zod';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { BIG_CATEGORY_COUNT, BIG_CATEGORY_ID, LIVE_CATEGORY_IDS } from '@mocks/data/game-catalogue';
import {
  searchGames,
  categoryGames,
  gameAt,
  gameCount,
  gamesOfCategories,
  topWinners,
} from '@mocks/data/games-data';
import { ok } from '@mocks/handlers/envelope';
import { slotCategoryIds } from '@/features/home/slot-category';

// The mock backend's games: deterministic, lazily made, valid against the contract.
const categoryIds = mockBootstrap('localhost').casinoCategoryList.map((category) => category.id);

describe('the mock games', () => {
  it('fill every category of the mock bootstrap', () => {
    for (const id of categoryIds) expect(gameCount(id)).toBeGreaterThan(0);
    expect(gameCount(999)).toBe(0);
    expect(categoryGames(999)).toEqual([]);
  });

  it('are the same every time, and only exist inside their category', () => {
    expect(gameAt(3, 17)).toEqual(gameAt(3, 17));
    expect(gameAt(3, -1)).toBeNull();
    expect(gameAt(3, gameCount(3))).toBeNull();
  });

  it('have unique codes and names within a category', () => {
    for (const id of categoryIds) {
      const games = categoryGames(id);
      expect(new Set(games.map((game) => game.gameCode)).size).toBe(games.length);
      expect(new Set(games.map((game) => game.name)).size).toBe(games.length);
    }
  });

  it('come from all six launch providers, with the fields each launch call needs', () => {
    const games = gamesOfCategories(categoryIds);
    expect(new Set(games.map((game) => game.launchProvider))).toEqual(
      new Set(Object.values(GameProvider)),
    );
    for (const game of games) {
      expect(game.productId !== null).toBe(game.launchProvider === 'em');
      expect(game.system !== null).toBe(game.launchProvider === 'softgamings');
      expect(categoryIds).toContain(game.systemCategory);
      expect(game.imageUrl).toMatch(/^\/mock-art\/tile\?/);
    }
  });

  it('name their picture by a short same-site address, drawn with the game name', () => {
    const game = gameAt(3, 0);
    const url = new URL(game?.imageUrl ?? '', 'http://localhost');
    expect(url.pathname).toBe('/mock-art/tile');
    expect(url.searchParams.get('title')).toBe(game?.name);
    expect(game?.imageUrl?.length).toBeLessThan(120);
  });

  it('list several categories in the order asked, once each', () => {
    const games = gamesOfCategories([9, 3, 9]);
    expect(games).toHaveLength(gameCount(9) + gameCount(3));
    expect(games[0]?.systemCategory).toBe(9);
    expect(games.at(-1)?.systemCategory).toBe(3);
  });

  it('answer casino/categorygames as the contract says', () => {
    expect(GetCategoryGamesResponse.safeParse(ok(gamesOfCategories(categoryIds))).success).toBe(
      true,
    );
  });
});

describe('the mock top winners', () => {
  it('are 40 rows, biggest first, some without an image, valid against the contract', () => {
    const rows = topWinners(40);
    expect(rows).toHaveLength(40);
    const amounts = rows.map((row) => row.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(rows.filter((row) => row.image === null).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.image !== null).length).toBeGreaterThan(30);
    expect(GetTopWinnersResponse.safeParse(ok(rows)).success).toBe(true);
  });

  it('honour the count asked for', () => {
    expect(topWinners(5)).toHaveLength(5);
    expect(topWinners(0)).toEqual([]);
  });
});

describe('the 10,000-game category and the search', () => {
  it('holds 10,000 games in a slot category of its own, not the one the home page reads', () => {
    expect(gameCount(BIG_CATEGORY_ID)).toBe(BIG_CATEGORY_COUNT);
    const bootstrap = mockBootstrap('localhost');
    expect(slotCategoryIds(bootstrap.casinoCategoryList)).not.toContain(BIG_CATEGORY_ID);
    const big = bootstrap.casinoCategoryList?.find((category) => category.id === BIG_CATEGORY_ID);
    expect(big?.slugList).toContain('slot');
    // A listing of 10,000 games stays a few megabytes at most.
    expect(JSON.stringify(categoryGames(BIG_CATEGORY_ID)).length).toBeLessThan(3_000_000);
  });

  it('searches names in any case, live or not, as lists of lists, at most `take`', () => {
    const slot = searchGames({ live: false, search: 'GOLDEN', skip: 0, take: 5 });
    expect(slot.flat().map((game) => game.name)).toEqual([
      'Golden Fortune',
      'Golden Bonanza',
      'Golden Reels',
      'Golden Spins',
      'Golden Crown',
    ]);
    expect(searchGames({ live: false, search: 'golden', skip: 1, take: 1 }).flat()[0]?.name).toBe(
      'Golden Bonanza',
    );
    const live = searchGames({ live: true, search: 'speed', skip: 0, take: 5 });
    expect(live.length).toBeGreaterThan(1);
    for (const game of live.flat()) expect(LIVE_CATEGORY_IDS).toContain(game.systemCategory);
    expect(searchGames({ live: false, search: 'roulette', skip: 0, take: 5 })).toEqual([]);
    expect(searchGames({ live: false, search: '  ', skip: 0, take: 5 })).toEqual([]);
  });
});
