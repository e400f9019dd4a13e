import { describe, expect, it } from 'vitest';
import { GameProvider } from '@generated/api/model';
import { GetCategoryGamesResponse } from '@generated/api/casino/casino.zod';
import { GetTopWinnersResponse } from '@generated/api/transaction/transaction.zod';
import {
  categoryGames,
  gameAt,
  gameCount,
  gamesOfCategories,
  topWinners,
} from '../../../mocks/data/games-data';
import { mockBootstrap } from '../../../mocks/data/bootstrap-data';
import { ok } from '../../../mocks/handlers/envelope';

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
      expect(game.imageUrl).toMatch(/^data:image\/svg\+xml/);
    }
  });

  it('keep the per-game image small', () => {
    const sizes = categoryGames(3).map((game) => game.imageUrl?.length ?? 0);
    expect(Math.max(...sizes)).toBeLessThan(3000);
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
