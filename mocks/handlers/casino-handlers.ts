import {
  getGetCategoryGamesMockHandler,
  getSearchGamesMockHandler,
} from '@generated/api/casino/casino.msw';
import type {
  CategoryGamesRequest,
  GameSearchRequest,
  TopWinnersRequest,
} from '@generated/api/model';
import { getGetTopWinnersMockHandler } from '@generated/api/transaction/transaction.msw';
import { gamesOfCategories, searchGames, topWinners } from '../data/games-data';
import { ok } from './envelope';

const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

// Category listings, the game search and the Top Winners card, from the deterministic games of
// games-data.ts.
export const casinoHandlers = [
  getGetCategoryGamesMockHandler(async ({ request }) => {
    const body = (await request.json()) as Partial<CategoryGamesRequest>;
    const ids = Array.isArray(body.systemCategory) ? body.systemCategory : [];
    return ok(gamesOfCategories(ids));
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
