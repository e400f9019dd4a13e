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
  // Named 'Notifications'; the unread count is its description (issue 6 accessible names).
  return (
    <button
      type="button"
      className={styles.bell}
      data-shaking={shaking}
      aria-label={t('shell.header.notifications')}
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
          {badgeCount(unread)}
        </span>
      )}
    </button>
  );
}
