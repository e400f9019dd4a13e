import { useQuery } from '@tanstack/react-query';
import { getGetNotificationsQueryOptions } from '@generated/api/customer/customer';
import type { NotificationListResponse } from '@generated/api/model';
import { NOTIFICATION_PAGE } from '@/shared/config/constants';
import { useIsLoggedIn } from '@/shared/session/session-machine';

/** The player's notifications (customer/notification, skip 0, take 100). */
export function notificationsQueryOptions() {
  return getGetNotificationsQueryOptions({ ...NOTIFICATION_PAGE });
}

const countUnread = (envelope: NotificationListResponse): number =>
  (envelope.data ?? []).filter((item) => !item.isRead).length;

/** How many notifications are unread; 0 for a visitor or while unknown. */
export function useUnreadCount(): number {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({
    ...notificationsQueryOptions(),
    enabled: loggedIn,
    select: countUnread,
  });
  return loggedIn ? (data ?? 0) : 0;
}

const idsOf = (envelope: NotificationListResponse): number[] =>
  (envelope.data ?? []).map((item) => item.id);

/** The ids of the player's notifications; undefined for a visitor or until they have loaded. */
export function useNotificationIds(): readonly number[] | undefined {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({
    ...notificationsQueryOptions(),
    enabled: loggedIn,
    select: idsOf,
  });
  return loggedIn ? data : undefined;
}
