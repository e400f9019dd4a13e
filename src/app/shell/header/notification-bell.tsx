import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '@/shared/dialogs/dialog-store';
import { badgeCount } from '@/shared/format/badge-count';
import { useUnreadCount } from '@/shared/notifications/notifications-query';
import { Icon } from '@/shared/ui/icon';
import styles from './notification-bell.module.css';

/** The bell with the unread badge; it shakes when the count changes (spec 2.4, 2.5). */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const previous = useRef(unread);
  const [shaking, setShaking] = useState(false);

  useEffect(() => {
    if (previous.current === unread) return;
    previous.current = unread;
    setShaking(true);
    const timer = setTimeout(() => setShaking(false), 900);
    return () => clearTimeout(timer);
  }, [unread]);

  const countId = useId();
  const badge = badgeCount(unread);
  // Named 'Notifications' (issue 6 accessible names), with the badge it shows when there are
  // unread ones: 'Notifications, 3 unread' (WCAG 2.5.3: the name holds the visible '3'); the
  // description keeps the exact count (the badge stops at '9+').
  return (
    <button
      type="button"
      className={styles.bell}
      data-shaking={shaking}
      aria-label={
        unread > 0
          ? t('shell.header.notificationsUnread', { badge })
          : t('shell.header.notifications')
      }
      aria-describedby={unread > 0 ? countId : undefined}
      onClick={() => openDialog('notifications')}
    >
      <Icon name="bell" size={20} />
      {unread > 0 && (
        <span id={countId} hidden>
          {t('shell.header.unreadCount', { count: unread })}
        </span>
      )}
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}
