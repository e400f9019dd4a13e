import {
  getGetFavoritesMockHandler,
  getToggleFavoriteMockHandler,
} from '@generated/api/casino/casino.msw';
import type { ToggleFavoriteRequest } from '@generated/api/model';
import { db, findPlayerByToken } from '../db';
import { ok, refused, say, unauthorized } from './envelope';

// Favourites (casino/togglefavorite, casino/favorites), kept per player token in the mock
// database (model `favorite`), which mock mode saves for the tab's session (mocks/browser.ts).
const byToken = (token: string) => ({ where: { token: { equals: token } } });

function favoritesOf(token: string): string[] {
  return [...(db.favorite.findFirst(byToken(token))?.codes ?? [])];
}

/** Forgets every favourite (tests start from none). */
export function resetFavorites(): void {
  db.favorite.deleteMany({ where: {} });
}

function isToggleRequest(value: unknown): value is ToggleFavoriteRequest {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.code === 'string' && body.code.trim() !== '' && typeof body.providerId === 'number'
  );
}

export const favoriteHandlers = [
  getGetFavoritesMockHandler(({ request }) => {
    const player = findPlayerByToken(request.headers.get('authorization'));
    if (!player) unauthorized();
    return ok(favoritesOf(player.token));
  }),

  getToggleFavoriteMockHandler(async ({ request }) => {
    const player = findPlayerByToken(request.headers.get('authorization'));
    if (!player) unauthorized();
    const body: unknown = await request.json().catch(() => null);
    if (!isToggleRequest(body)) {
      return refused(say(request, 'Oyun bulunamadı.', 'The game was not found.'));
    }
    const codes = favoritesOf(player.token);
    const adding = !codes.includes(body.code);
    const next = adding ? [...codes, body.code] : codes.filter((code) => code !== body.code);
    if (!db.favorite.update({ ...byToken(player.token), data: { codes: next } })) {
      db.favorite.create({ token: player.token, codes: next });
    }
    return ok(
      null,
      adding
        ? say(request, 'Favorilere eklendi.', 'Added to favorites')
        : say(request, 'Favorilerden çıkarıldı.', 'Removed from favorites'),
    );
  }),
];
