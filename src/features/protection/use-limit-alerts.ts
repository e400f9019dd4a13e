import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetLimitsQueryKey } from '@generated/api/protection/protection';
import { notificationsQueryOptions } from '@/shared/notifications/notifications-query';
import { onRealtime } from '@/shared/realtime/realtime-channel';
import { showToast } from '@/shared/toast/toast';

/**
 * A LimitAlert from the hub (80 % or 100 % of a limit used): a warning toast, fresh limits, and
 * the notification list read again (the server keeps the alert there as a System notification).
 */
export function useLimitAlerts(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtime((event) => {
        if (event.kind !== 'command') return;
        // The schemas came with the hub connection that delivered the event (hub-connection.ts).
        void import('@generated/hub').then(({ LimitAlertPayloadSchema }) => {
          const parsed = LimitAlertPayloadSchema.safeParse(event);
          if (!parsed.success) return;
          void showToast.warning(parsed.data.message.text);
          void queryClient.invalidateQueries({ queryKey: getGetLimitsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });
        });
      }),
    [queryClient],
  );
}
