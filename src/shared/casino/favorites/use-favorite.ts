import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetFavorites } from '@generated/api/casino/casino';
import type { FavoriteListResponse, Game } from '@generated/api/model';
import { useSession } from '@/shared/session/session-machine';
import { showToast } from '@/shared/toast/toast';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { favoritesQueryKey, withCode } from './favorites-cache';

// Favourites: the player's list of game codes comes from the server (casino/favorites),
// so the state is right after a reload; a visitor has none and is asked to log in.

// Games whose toggle is on its way, across every tile showing them: a double click, or the same
// game shown twice on a page, toggles once.
const inFlight = new Set<string>();

export interface FavoriteState {
  /** True when the game's code is in the player's favourites. */
  active: boolean;
  /** True while this game's toggle is on its way. */
  pending: boolean;
  /** Toggles the favourite (a visitor gets the login dialog). */
  toggle: () => void;
}

export function useFavorite(game: Pick<Game, 'gameCode' | 'mainProviderId'>): FavoriteState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? null;
  const code = game.gameCode;
  const providerId = game.mainProviderId;
  const [pending, setPending] = useState(false);
  const select = useCallback(
    (list: FavoriteListResponse) => (list.data ?? []).includes(code),
    [code],
  );
  const favorites = useGetFavorites({
    query: {
      queryKey: favoritesQueryKey(token ?? ''),
      enabled: token !== null,
      select,
    },
  });
  const active = token !== null && favorites.data === true;

  const toggle = useCallback(() => {
    if (token === null) {
      openDialog('login');
      return;
    }
    if (inFlight.has(code)) return;
    inFlight.add(code);
    setPending(true);
    const key = favoritesQueryKey(token);
    const adding = !(queryClient.getQueryData<FavoriteListResponse>(key)?.data ?? []).includes(
      code,
    );
    // Optimistic: the star changes at once and goes back if the server refuses.
    queryClient.setQueryData<FavoriteListResponse>(key, (list) => withCode(list, code, adding));
    import('./toggle-favorite')
      .then(({ runFavoriteToggle }) =>
        runFavoriteToggle({ queryClient, token, code, providerId, adding, t }),
      )
      .catch(() => {
        // The toggle's code could not be loaded: nothing was sent.
        queryClient.setQueryData<FavoriteListResponse>(key, (list) =>
          withCode(list, code, !adding),
        );
        void showToast.error(t('errors.network'));
      })
      .finally(() => {
        inFlight.delete(code);
        setPending(false);
        // The server's list is the truth; refetched once no other toggle is on its way.
        if (inFlight.size === 0) {
          void queryClient.invalidateQueries({ queryKey: key });
        }
      });
  }, [code, providerId, queryClient, t, token]);

  return { active, pending, toggle };
}
