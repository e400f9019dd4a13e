import { useCallback } from 'react';
import { openDialog } from '@/shared/dialogs/dialog-store';
import { useIsLoggedIn } from '@/shared/session/session-store';

/** Play: a visitor gets the login dialog (spec 4, 6); launching for players comes later. */
export function usePlayGame(): () => void {
  const loggedIn = useIsLoggedIn();
  return useCallback(() => {
    if (!loggedIn) openDialog('login');
  }, [loggedIn]);
}
