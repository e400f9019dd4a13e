import { useLocation } from 'react-router';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { isMainDomain } from '@/shared/bootstrap/site-settings';
import { HEADER_HIDE_SCROLL_PX } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { useOpenPanel } from '@/shared/panels/panel-store';
import { DomainBanner } from './domain-banner';
import { HeaderNotice } from './header-notice';
import { MainNavBar } from './main-nav-bar';
import { MobileTopBar } from './mobile-top-bar';
import { TopBar } from './top-bar';
import { useScrolledPast } from './use-scrolled-past';
import styles from './site-header.module.css';

/** The header (spec 2.2 desktop, 2.3 mobile); it hides once the page is scrolled past 100 px. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const bootstrap = useBootstrap();
  const scrolled = useScrolledPast(HEADER_HIDE_SCROLL_PX);
  // An open dropdown keeps the header in view.
  const panelOpen = useOpenPanel() !== null;
  const hidden = scrolled && !panelOpen;
  return (
    <header className={styles.header} data-hidden={hidden}>
      {pathname === paths.home && bootstrap && <DomainBanner domains={bootstrap.domainStatus} />}
      {bootstrap && !isMainDomain(bootstrap, globalThis.location.hostname) && (
        <HeaderNotice main={bootstrap.domainStatus.current} />
      )}
      <TopBar />
      <MobileTopBar />
      <MainNavBar />
    </header>
  );
}
