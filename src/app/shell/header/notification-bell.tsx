import { useEffect, useRef, useState } from 'react';
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

  const label = t('shell.header.notifications');
  return (
    <button
      type="button"
      className={styles.bell}
      data-shaking={shaking}
      aria-label={
        unread > 0 ? `${label}, ${t('shell.header.unreadCount', { count: unread })}` : label
      }
      onClick={() => openDialog('notifications')}
    >
      <Icon name="bell" size={20} />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {badgeCount(unread)}
        </span>
      )}
    </button>
  );
}
