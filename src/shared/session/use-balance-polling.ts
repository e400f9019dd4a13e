import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetBalanceQueryOptions } from '@generated/api/user/user';
import { BALANCE_POLL_MS } from '@/shared/config/constants';
import { updateBalance, useIsLoggedIn } from '@/shared/session/session-machine';

/**
 * Refreshes the balance at once and then every 10 s while a player is logged in; polling stops
 * when the player is no longer logged in.
 */
export function useBalancePolling(): void {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({
    ...getGetBalanceQueryOptions(),
    enabled: loggedIn,
    refetchInterval: loggedIn ? BALANCE_POLL_MS : false,
    // The balance is for now, never from the cache of an earlier visit.
    staleTime: 0,
    select: (envelope) => envelope.data?.balance,
  });
  useEffect(() => {
    if (loggedIn && typeof data === 'number') updateBalance(data);
  }, [loggedIn, data]);
}
