import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetBalanceQueryKey } from '@generated/api/user/user';
import { notificationsQueryOptions } from '@/shared/notifications/notifications-query';
import { useSession } from '@/shared/session/session-machine';
import { showToast } from '@/shared/toast/toast';
import { useAfterIdle } from '@/shared/ui/use-deferred-mount';
import { startHubConnection } from './hub-connection';
import { onRealtime } from './realtime-channel';

/** Kinds after which the balance has changed. */
const MONEY_KINDS = new Set(['deposit', 'withdraw', 'bonus']);

/**
 * One realtime connection while a player is logged in: a pushed notification refreshes
 * the list and the badge, shows a toast, and for a deposit, withdraw or bonus refreshes the
 * balance. Failures stay silent. A new token (a new login) means a new connection; the old one
 * is stopped first, so there is never a duplicate.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session?.token ?? null;
  // The hub connects once the page has settled: its library and message schemas are not needed
  // for the page the player opened.
  const settled = useAfterIdle();

  useEffect(() => {
    if (!token || !settled) return;
    const unsubscribe = onRealtime((event) => {
      if (event.kind !== 'notification') return;
      const { notification } = event;
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });
      void showToast.info(notification.title);
      if (MONEY_KINDS.has(notification.kind)) {
        void queryClient.invalidateQueries({ queryKey: getGetBalanceQueryKey() });
      }
    });
    const connection = startHubConnection({ token });
    return () => {
      unsubscribe();
      void connection.stop();
    };
  }, [queryClient, token, settled]);
}
