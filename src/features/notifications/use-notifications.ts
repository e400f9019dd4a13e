import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getReadNotificationMutationOptions } from '@generated/api/customer/customer';
import type { NotificationListResponse } from '@generated/api/model';
import {
  toPlayerNotification,
  type PlayerNotification,
} from '@/shared/notifications/notification-model';
import { notificationsQueryOptions } from '@/shared/notifications/notifications-query';
import { useIsLoggedIn } from '@/shared/session/session-machine';

const toList = (envelope: NotificationListResponse): PlayerNotification[] =>
  (envelope.data ?? []).map(toPlayerNotification);

/** The player's notifications, newest first as the server sends them, types as names. */
export function useNotifications() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...notificationsQueryOptions(), enabled: loggedIn, select: toList });
}

/**
 * Marks a notification read (customer/readnotification): the list and the badge change at once
 * and the server's list is fetched again once it has answered. A failure shows as an error toast,
 * and the refetch puts the server's read state back.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  const mutation = useMutation(
    getReadNotificationMutationOptions({
      mutation: { meta: { errorToast: true, invalidates: [queryKey] } },
    }),
  );
  return (id: number) => {
    queryClient.setQueryData<NotificationListResponse>(queryKey, (envelope) =>
      envelope
        ? {
            ...envelope,
            data: (envelope.data ?? []).map((item) =>
              item.id === id ? { ...item, isRead: true } : item,
            ),
          }
        : envelope,
    );
    mutation.mutate({ data: { id: [id] } });
  };
}
