import {
  getGetCategoryGamesMockHandler,
  getGetGameMockHandler,
  getSearchGamesMockHandler,
} from '@generated/api/casino/casino.msw';
import { GetGameBody } from '@generated/api/casino/casino.zod';
import type {
  CategoryGamesRequest,
  Game,
  GameLookupRequest,
  GameSearchRequest,
  TopWinnersRequest,
} from '@generated/api/model';
import { getGetTopWinnersMockHandler } from '@generated/api/transaction/transaction.msw';
import { mockBootstrap } from '../data/bootstrap-data';
import { findGame, gamesOfCategories, searchGames, topWinners } from '../data/games-data';
import { ok, refused, say } from './envelope';

const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** A game of the casino's listings, or one the startup bundle's menu opens (Aviator). */
function lookUp(request: Request, { gameCode, launchProvider }: GameLookupRequest): Game | null {
  const menu = mockBootstrap(new URL(request.url).hostname).menuList ?? [];
  const menuGame = menu.find(
    ({ game }) => game?.gameCode === gameCode && game.launchProvider === launchProvider,
  )?.game;
  return findGame(gameCode, launchProvider) ?? menuGame ?? null;
}

// Category listings, one game by its code, the game search and the Top Winners card, from the
// deterministic games of games-data.ts.
export const casinoHandlers = [
  getGetCategoryGamesMockHandler(async ({ request }) => {
    const body = (await request.json()) as Partial<CategoryGamesRequest>;
    const ids = Array.isArray(body.systemCategory) ? body.systemCategory : [];
    return ok(gamesOfCategories(ids));
  }),

  // Public, like the search: a visitor's play page names the game in its login prompt.
  getGetGameMockHandler(async ({ request }) => {
    const body = GetGameBody.safeParse(await request.json().catch(() => null));
    const game = body.success ? lookUp(request, body.data) : null;
    return game ? ok(game) : refused(say(request, 'Oyun bulunamadı.', 'Game not found.'));
  }),

  getSearchGamesMockHandler(async ({ request }) => {
    const body = (await request.json()) as Partial<GameSearchRequest>;
    return ok(
      searchGames({
        live: body.live === true,
        search: typeof body.search === 'string' ? body.search : '',
        skip: whole(body.skip, 0),
        take: whole(body.take, 5),
      }),
    );
  }),

  getGetTopWinnersMockHandler(async ({ request }) => {
    const body = (await request.json()) as Partial<TopWinnersRequest>;
    return ok(topWinners(typeof body.count === 'number' ? body.count : 0));
  }),
];
