import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getReadNotificationMutationOptions } from '@generated/api/customer/customer';
import type { NotificationListResponse } from '@generated/api/model';
import { errorMessage } from '@/shared/http/error-message';
import {
  toPlayerNotification,
  type PlayerNotification,
} from '@/shared/notifications/notification-model';
import { notificationsQueryOptions } from '@/shared/notifications/notifications-query';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { showToast } from '@/shared/toast/toast';

const toList = (envelope: NotificationListResponse): PlayerNotification[] =>
  (envelope.data ?? []).map(toPlayerNotification);

/** The player's notifications, newest first as the server sends them, types as names. */
export function useNotifications() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...notificationsQueryOptions(), enabled: loggedIn, select: toList });
}

/**
 * Marks a notification read (customer/readnotification, spec 4): the list and the badge change at
 * once and the server's list is fetched again once it has answered. A failure is passed on as an
 * error toast (spec 8), and the refetch puts the server's read state back.
 */
export function useMarkRead() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  const mutation = useMutation({
    ...getReadNotificationMutationOptions(),
    onError: (error) => showToast.error(errorMessage(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
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
