import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Game } from '@generated/api/model';
import { paths } from '@/shared/config/paths';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import { encodeGame } from './game-codec';

/**
 * Opening a game: a visitor gets the login dialog; a player on desktop goes to the
 * play page /casino/play/{base64 of the game}, on mobile gets the play modal.
 */
export function usePlayGame(): (game: Game) => void {
  const loggedIn = useIsLoggedIn();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  return useCallback(
    (game: Game) => {
      if (!loggedIn) openDialog('login');
      else if (mobile) openDialog('play', game);
      else void navigate(paths.casinoPlay(encodeGame(game)));
    },
    [loggedIn, mobile, navigate],
  );
}
