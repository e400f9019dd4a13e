import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { MenuItem } from '@generated/api/model';
import { isCallUsItem } from '@/shared/bootstrap/menu-items';
import { useMenuItems } from '@/shared/bootstrap/site-settings';
import { NOT_YET_ADDED, useCallCentreLink } from '@/shared/bootstrap/use-call-centre-link';
import { usePlayGame } from '@/shared/casino/use-play-game';
import { paths } from '@/shared/config/paths';
import { navigationTarget, openCallCentreForm } from '@/shared/navigation/safe-url';
import { Icon } from '@/shared/ui/icon';
import { lazyPart } from '@/shared/ui/lazy-part';
import styles from './main-nav-bar.module.css';
import { useMenuTitle } from './use-menu-title';

// Only the live-casino page has the filter row.
const LiveFilterBar = lazyPart(() => import('./live-filter-bar').then((m) => m.LiveFilterBar));

/** The desktop navigation bar from the bootstrap's menu items, with the live-casino filters. */
export function MainNavBar() {
  const { t } = useTranslation();
  const items = useMenuItems();
  const { pathname } = useLocation();
  return (
    <div className={styles.bar}>
      <nav aria-label={t('shell.header.siteNavigation')} className={styles.inner}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.title}|${item.route}`}>
              <MenuEntry item={item} />
            </li>
          ))}
        </ul>
      </nav>
      {pathname === paths.casinoLive && (
        <Suspense fallback={null}>
          <LiveFilterBar />
        </Suspense>
      )}
    </div>
  );
}

interface MenuEntryProps {
  item: MenuItem;
}

function MenuEntry({ item }: MenuEntryProps) {
  const title = useMenuTitle(item.title);
  const play = usePlayGame();
  const [callCentreForm, callCentreAdded] = useCallCentreLink();
  const content = (
    <>
      <Icon name={item.icon ?? 'dot'} size={18} />
      {title}
    </>
  );
  if (isCallUsItem(item)) {
    return (
      <button
        type="button"
        className={styles.link}
        style={callCentreAdded ? undefined : NOT_YET_ADDED}
        onClick={() => openCallCentreForm(callCentreForm)}
      >
        {content}
      </button>
    );
  }
  const { game } = item;
  if (game) {
    // Opening a game: the login form for a visitor, else the play page or modal.
    return (
      <button type="button" className={styles.link} onClick={() => play(game)}>
        {content}
      </button>
    );
  }
  // A menu address is data: it goes through the one URL check (navigationTarget), so a
  // javascript:, vbscript: or data: route, plain http or a //host trick never becomes a link.
  const target = navigationTarget(item.route);
  if (!target) return null;
  if (target.kind === 'external') {
    return (
      <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <NavLink to={target.path} className={styles.link}>
      {content}
    </NavLink>
  );
}
