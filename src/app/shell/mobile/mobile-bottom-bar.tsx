import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/shared/config/paths';
import { openLiveChat, useLiveChatOpen } from '@/shared/live-chat/live-chat-store';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon, type IconName } from '@/shared/ui/icon';
import { closePanel } from '@/shared/ui/panel-store';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import styles from './mobile-bottom-bar.module.css';

interface BarLinkProps {
  to: string;
  icon: IconName;
  label: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function BarLink({ to, icon, label, onClick }: BarLinkProps) {
  return (
    <li>
      <NavLink
        to={to}
        className={styles.item}
        onClick={(event) => {
          closePanel();
          onClick?.(event);
        }}
      >
        <Icon name={icon} size={22} />
        <span className={styles.label}>{label}</span>
      </NavLink>
    </li>
  );
}

/**
 * The fixed bottom bar of the mobile layout: Deposit, Sports, Support (live chat),
 * Live Casino, Promotions. Rendered below the breakpoint only, so desktop pages carry no second
 * set of these links.
 */
export function MobileBottomBar() {
  const { t } = useTranslation(['mobile']);
  const isMobile = useIsMobile();
  const loggedIn = useIsLoggedIn();
  const chatOpen = useLiveChatOpen();
  if (!isMobile) return null;

  // The deposit route is guarded: a visitor gets the login form and stays where they are.
  const onDeposit = (event: MouseEvent<HTMLAnchorElement>) => {
    if (loggedIn) return;
    event.preventDefault();
    openDialog('login');
  };

  return (
    <nav className={styles.bar} aria-label={t('mobile.bottomBar.label')}>
      <ul className={styles.list}>
        <BarLink
          to={paths.deposit}
          icon="deposit"
          label={t('mobile.bottomBar.deposit')}
          onClick={onDeposit}
        />
        <BarLink to={paths.sports} icon="sports" label={t('mobile.bottomBar.sports')} />
        <li>
          <button
            type="button"
            className={`${styles.item} ${styles.support}`}
            aria-pressed={chatOpen}
            onClick={() => {
              closePanel();
              openLiveChat();
            }}
          >
            <span className={styles.supportIcon}>
              <Icon name="chat" size={22} />
            </span>
            <span className={styles.label}>{t('mobile.bottomBar.support')}</span>
          </button>
        </li>
        <BarLink
          to={paths.casinoLive}
          icon="live-casino"
          label={t('mobile.bottomBar.liveCasino')}
        />
        <BarLink to={paths.promotions} icon="promotions" label={t('mobile.bottomBar.promotions')} />
      </ul>
    </nav>
  );
}
