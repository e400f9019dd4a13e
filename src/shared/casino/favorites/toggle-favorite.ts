import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { getToggleFavoriteMutationOptions } from '@generated/api/casino/casino';
import type { FavoriteListResponse } from '@generated/api/model';
import { showToast } from '@/shared/toast/toast';
import { favoritesQueryKey, withCode } from './favorites-cache';

// The server side of the favourite toggle, loaded with the first click: the tiles only need to
// know whether a game is a favourite.

export interface FavoriteToggle {
  queryClient: QueryClient;
  token: string;
  code: string;
  providerId: number;
  /** True to add the game, false to remove it; the cache already shows the change. */
  adding: boolean;
  t: TFunction;
}

/**
 * Tells the server (the generated mutation, run outside a component): 'Added to favorites' as
 * info, 'Removed from favorites' as a warning; a refusal puts the star back and shows the
 * server's message as an error. Resolves when it has answered.
 */
export async function runFavoriteToggle(toggle: FavoriteToggle): Promise<void> {
  const { queryClient, token, code, providerId, adding, t } = toggle;
  const mutation = new MutationObserver(
    queryClient,
    getToggleFavoriteMutationOptions({ mutation: { meta: { errorToast: true } } }),
  );
  try {
    await mutation.mutate({ data: { code, providerId } });
    void (adding
      ? showToast.info(t('favorites.added'))
      : showToast.warning(t('favorites.removed')));
  } catch {
    queryClient.setQueryData<FavoriteListResponse>(favoritesQueryKey(token), (list) =>
      withCode(list, code, !adding),
    );
  }
}
