import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeCount } from '@/shared/format/badge-count';
import { useNotificationIds, useUnreadCount } from '@/shared/notifications/notifications-query';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { IconButton } from '@/shared/ui/icon-button';
import styles from './notification-bell.module.css';

// How long one shake lasts (the animation in notification-bell.module.css).
const SHAKE_MS = 900;

/**
 * Whether the bell shakes, and how many notifications have arrived since the list first loaded:
 * an arrival is a list that holds an id it did not hold before. Reading one (the unread count goes
 * down) or the first load is no arrival.
 */
function useShake(): { shaking: boolean; arrivals: number } {
  const ids = useNotificationIds();
  const [known, setKnown] = useState(ids);
  const [arrivals, setArrivals] = useState(0);
  const [shaking, setShaking] = useState(false);
  if (ids !== known) {
    setKnown(ids);
    if (known && ids?.some((id) => !known.includes(id))) {
      setArrivals((count) => count + 1);
      setShaking(true);
    }
  }
  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shaking, arrivals]);
  return { shaking, arrivals };
}

/** The bell with the unread badge; it shakes when a new notification arrives. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const { shaking, arrivals } = useShake();

  const countId = useId();
  const badge = badgeCount(unread);
  // Named 'Notifications', with the badge it shows when there are unread ones: 'Notifications,
  // 3 unread' (the name holds the visible '3'); the description keeps the exact count (the badge
  // stops at '9+').
  return (
    <IconButton
      // A new key restarts the shake when another notification arrives during one.
      icon={<Icon key={arrivals} name="bell" size={20} />}
      className={styles.bell}
      data-shaking={shaking}
      label={
        unread > 0
          ? t('shell.header.notificationsUnread', { badge })
          : t('shell.header.notifications')
      }
      aria-describedby={unread > 0 ? countId : undefined}
      onClick={() => openDialog('notifications')}
      decoration={
        unread > 0 && (
          <>
            <span id={countId} hidden>
              {t('shell.header.unreadCount', { count: unread })}
            </span>
            <span className={styles.badge} aria-hidden="true">
              {badge}
            </span>
          </>
        )
      }
    />
  );
}
