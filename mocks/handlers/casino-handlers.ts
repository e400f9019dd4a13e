import { getGetCategoryGamesMockHandler } from '@generated/api/casino/casino.msw';
import type { CategoryGamesRequest, TopWinnersRequest } from '@generated/api/model';
import { getGetTopWinnersMockHandler } from '@generated/api/transaction/transaction.msw';
import { gamesOfCategories, topWinners } from '../data/games-data';
import { ok } from './envelope';

// Category listings and the Top Winners card, from the deterministic games of games-data.ts.
export const casinoHandlers = [
  getGetCategoryGamesMockHandler(async ({ request }) => {
    const body = (await request.json()) as Partial<CategoryGamesRequest>;
    const ids = Array.isArray(body.systemCategory) ? body.systemCategory : [];
    return ok(gamesOfCategories(ids));
  }),

  getGetTopWinnersMockHandler(async ({ request }) => {
    const body = (await request.json()) as Partial<TopWinnersRequest>;
    return ok(topWinners(typeof body.count === 'number' ? body.count : 0));
  }),
];
