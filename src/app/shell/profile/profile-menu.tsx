import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { badgeCount } from '@/shared/format/badge-count';
import { formatMoney } from '@/shared/format/money';
import { dashboardLinks } from '@/shared/navigation/dashboard-menu';
import { useUnreadCount } from '@/shared/notifications/notifications-query';
import { useSession, endSession } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { closePanel } from '@/shared/ui/panel-store';
import styles from './profile-menu.module.css';
import { UnreadBadge } from './unread-badge';

export interface ProfileMenuProps {
  /** 'dropdown': the desktop profile dropdown; 'panel': the mobile profile side panel. */
  variant: 'dropdown' | 'panel';
}

// The dropdown shows deposit and withdraw as its toggle, so its list leaves them out.
const moneyPaths: readonly string[] = [paths.deposit, paths.withdraw];

/** The profile summary and the player's dashboard menu. */
export function ProfileMenu({ variant }: ProfileMenuProps) {
  const { t } = useTranslation(['common', 'mobile']);
  const session = useSession();
  const unread = useUnreadCount();
  const unreadId = useId();
  const { pathname } = useLocation();
  if (!session) return null;

  const dropdown = variant === 'dropdown';
  // The toggle shows Deposit selected unless the player is on the withdraw page.
  const withdrawing = pathname === paths.withdraw;
  const links = dropdown
    ? dashboardLinks.filter((link) => !moneyPaths.includes(link.to))
    : dashboardLinks;

  return (
    <div className={`${styles.root} ${styles[variant]}`}>
      <div className={styles.summary}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon name="user" size={22} />
        </span>
        <div className={styles.identity}>
          <p className={styles.name}>
            <span className={styles.username}>{session.username}</span>
            {/* The dropdown has no Notifications entry, so the badge sits by the name. */}
            {dropdown && <UnreadBadge count={unread} />}
            {/* The user button leads a player to the member area's start page. */}
            <NavLink
              to={paths.dashboard}
              end
              className={styles.dashboardLink}
              onClick={() => closePanel()}
            >
              {t('routes.dashboard')}
              <Icon name="chevron-right" size={14} />
            </NavLink>
          </p>
          <p className={styles.code}>
            {t('mobile.profile.userCode')}:{' '}
            <span className={styles.codeValue}>{session.usercode}</span>
          </p>
        </div>
      </div>

      <dl className={styles.balance}>
        <dt>{t('mobile.profile.balance')}</dt>
        <dd>{formatMoney(session.balance)}</dd>
      </dl>

      {dropdown && (
        <div className={styles.toggle} role="group" aria-label={t('mobile.profile.moneyActions')}>
          <NavLink
            to={paths.deposit}
            className={`${styles.toggleItem} ${withdrawing ? '' : styles.toggleSelected}`}
            onClick={() => closePanel()}
          >
            <Icon name="deposit" size={18} />
            {t('mobile.profile.deposit')}
          </NavLink>
          <NavLink
            to={paths.withdraw}
            className={`${styles.toggleItem} ${withdrawing ? styles.toggleSelected : ''}`}
            onClick={() => closePanel()}
          >
            <Icon name="withdraw" size={18} />
            {t('mobile.profile.withdraw')}
          </NavLink>
        </div>
      )}

      <nav aria-label={t('mobile.profile.menu')}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={styles.entry} onClick={() => closePanel()}>
                <Icon name={link.icon} size={18} className={styles.entryIcon} />
                <span className={styles.entryLabel}>{t(link.labelKey)}</span>
                <Icon name="chevron-right" size={16} className={styles.chevron} />
              </NavLink>
            </li>
          ))}
          {!dropdown && (
            <li>
              <button
                type="button"
                className={styles.entry}
                // 'Notifications, 3 unread': the name holds the badge it shows (a voice user says what they see);
                // the description keeps the exact count (the badge stops at '9+').
                aria-label={
                  unread > 0
                    ? t('mobile.profile.notificationsUnread', { badge: badgeCount(unread) })
                    : undefined
                }
                aria-describedby={unread > 0 ? unreadId : undefined}
                onClick={() => {
                  closePanel();
                  openDialog('notifications');
                }}
              >
                <Icon name="bell" size={18} className={styles.entryIcon} />
                <span className={styles.entryLabel}>{t('mobile.profile.notifications')}</span>{' '}
                {/* The space keeps the label and the badge two words in the text ('Notifications 3'). */}
                <UnreadBadge count={unread} descriptionId={unreadId} />
              </button>
            </li>
          )}
          <li className={styles.logoutItem}>
            <button
              type="button"
              className={`${styles.entry} ${styles.logout}`}
              onClick={() => void endSession('logout')}
            >
              <Icon name="logout" size={18} className={styles.entryIcon} />
              <span className={styles.entryLabel}>{t('mobile.profile.logout')}</span>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
