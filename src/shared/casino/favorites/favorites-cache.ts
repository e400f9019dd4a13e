import { getGetFavoritesQueryKey } from '@generated/api/casino/casino';
import type { FavoriteListResponse } from '@generated/api/model';

/** The favourites query of one player: the token is part of the key, so players never share it. */
export function favoritesQueryKey(token: string) {
  return [...getGetFavoritesQueryKey(), token] as const;
}

/** The cached list with the game's code added (`on`) or removed. */
export function withCode(list: FavoriteListResponse | undefined, code: string, on: boolean) {
  const codes = (list?.data ?? []).filter((item) => item !== code);
  return { success: true, message: null, ...list, data: on ? [...codes, code] : codes };
}
