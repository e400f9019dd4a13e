import {
  getGetFavoritesMockHandler,
  getToggleFavoriteMockHandler,
} from '@generated/api/casino/casino.msw';
import type { ToggleFavoriteRequest } from '@generated/api/model';
import { findPlayerByToken } from '../db';
import { ok, refused, say, unauthorized } from './envelope';

// Favourites (casino/togglefavorite, casino/favorites), kept per player token. In the browser the
// lists also live in sessionStorage, so they survive a page reload like the mock players do
// (mocks/browser.ts); in Node (Vitest) they live in memory and `resetFavorites` clears them.
const STORAGE_KEY = 'mockFavorites';
const favorites = new Map<string, Set<string>>();
let loaded = false;

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function load(): void {
  if (loaded) return;
  loaded = true;
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return;
    for (const [token, codes] of Object.entries(saved)) {
      if (Array.isArray(codes) && codes.every((code) => typeof code === 'string')) {
        favorites.set(token, new Set(codes as string[]));
      }
    }
  } catch {
    // A corrupt copy is ignored: everyone starts without favourites.
  }
}

function save(): void {
  try {
    const copy = Object.fromEntries([...favorites].map(([token, codes]) => [token, [...codes]]));
    storage()?.setItem(STORAGE_KEY, JSON.stringify(copy));
  } catch {
    // Storage refused: the lists last until the page is reloaded.
  }
}

/** Forgets every favourite (tests start from none). */
export function resetFavorites(): void {
  favorites.clear();
  loaded = false;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
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
    load();
    return ok([...(favorites.get(player.token) ?? [])]);
  }),

  getToggleFavoriteMockHandler(async ({ request }) => {
    const player = findPlayerByToken(request.headers.get('authorization'));
    if (!player) unauthorized();
    const body: unknown = await request.json().catch(() => null);
    if (!isToggleRequest(body)) {
      return refused(say(request, 'Oyun bulunamadı.', 'The game was not found.'));
    }
    load();
    const codes = favorites.get(player.token) ?? new Set<string>();
    const adding = !codes.has(body.code);
    if (adding) codes.add(body.code);
    else codes.delete(body.code);
    favorites.set(player.token, codes);
    save();
    return ok(
      null,
      adding
        ? say(request, 'Favorilere eklendi.', 'Added to favorites')
        : say(request, 'Favorilerden çıkarıldı.', 'Removed from favorites'),
    );
  }),
];
