import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_PANEL_HEIGHT_PX } from '@/shared/config/constants';
import { formatDateTime } from '@/shared/format/date-time';
import type { PlayerNotification } from '@/shared/notifications/notification-model';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { Icon } from '@/shared/ui/icon';
import { SectionEmpty, SectionError } from '@/shared/ui/section-state';
import { Spinner } from '@/shared/ui/spinner';
import styles from './notifications-dialog.module.css';
import { useMarkRead, useNotifications } from './use-notifications';

/**
 * The notifications panel: the list with a dot on unread items; a selected one
 * opens its detail (header named by its type, a back arrow) and, if unread, is marked read.
 */
export function NotificationsDialog() {
  const { t } = useTranslation(['overlays', 'wallet']);
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = notifications.data ?? [];
  const selected = list.find((item) => item.id === openId) ?? null;

  const open = (item: PlayerNotification) => {
    setOpenId(item.id);
    if (!item.isRead) markRead(item.id);
  };

  let body;
  if (selected) {
    body = <NotificationDetail item={selected} onBack={() => setOpenId(null)} />;
  } else if (notifications.isError) {
    body = (
      <SectionError
        text={t('wallet.notifications.error')}
        onRetry={() => void notifications.refetch()}
      />
    );
  } else if (!notifications.data) {
    body = (
      <div className={styles.loading} role="status">
        <Spinner />
        <span className={styles.visuallyHidden}>{t('wallet.notifications.loading')}</span>
      </div>
    );
  } else if (list.length === 0) {
    body = <SectionEmpty icon="bell" text={t('wallet.notifications.empty')} />;
  } else {
    body = (
      <ul className={styles.list} aria-label={t('wallet.notifications.listLabel')}>
        {list.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.item} onClick={() => open(item)}>
              <span className={styles.itemHead}>
                <span className={styles.itemTitle}>{item.title}</span>
                {!item.isRead && (
                  <span className={styles.dot}>
                    <span className={styles.visuallyHidden}>
                      {t('wallet.notifications.unread')}
                    </span>
                  </span>
                )}
              </span>
              <span className={styles.note}>{item.note}</span>
              <span className={styles.meta}>
                <span className={styles.kind} data-kind={item.kind}>
                  {t(`wallet.notifications.kinds.${item.kind}`)}
                </span>
                {item.sentAt && (
                  <time dateTime={item.sentAt.toISOString()}>{formatDateTime(item.sentAt)}</time>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog
      name="notifications"
      title={t('overlays.dialogs.notifications')}
      size="sheet"
      height={NOTIFICATIONS_PANEL_HEIGHT_PX}
    >
      <div className={styles.panel}>{body}</div>
    </Dialog>
  );
}

interface NotificationDetailProps {
  item: PlayerNotification;
  onBack: () => void;
}

function NotificationDetail({ item, onBack }: NotificationDetailProps) {
  const { t } = useTranslation(['overlays', 'wallet']);
  return (
    <article className={styles.detail} aria-labelledby={`notification-${item.id}`}>
      <div className={styles.detailHeader}>
        <button
          type="button"
          className={styles.back}
          aria-label={t('wallet.notifications.back')}
          onClick={onBack}
        >
          <Icon name="arrow-left" size={18} />
        </button>
        <h3 className={styles.detailKind}>{t(`wallet.notifications.kinds.${item.kind}`)}</h3>
      </div>
      <h4 id={`notification-${item.id}`} className={styles.detailTitle}>
        {item.title}
      </h4>
      {item.sentAt && (
        <time className={styles.detailTime} dateTime={item.sentAt.toISOString()}>
          {formatDateTime(item.sentAt)}
        </time>
      )}
      <p className={styles.detailNote}>{item.note}</p>
    </article>
  );
}
