import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { isMainDomain } from '@/shared/bootstrap/site-settings';
import { HEADER_HIDE_SCROLL_PX } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { useOpenPanel } from '@/shared/panels/panel-store';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import { MainNavBar } from './main-nav-bar';
import styles from './site-header.module.css';
import { TopBar } from './top-bar';
import { useScrolledPast } from './use-scrolled-past';

// Shown on one route or off the main domain only: loaded when shown.
const DomainBanner = lazyPart(() => import('./domain-banner').then((m) => m.DomainBanner));
// The phone-sized header row loads on phone-sized screens only.
const MobileTopBar = lazyPart(() => import('./mobile-top-bar').then((m) => m.MobileTopBar));
const HeaderNotice = lazyPart(() => import('./header-notice').then((m) => m.HeaderNotice));

/** The header (spec 2.2 desktop, 2.3 mobile); it hides once the page is scrolled past 100 px. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const bootstrap = useBootstrap();
  const scrolled = useScrolledPast(HEADER_HIDE_SCROLL_PX);
  // An open dropdown keeps the header in view.
  const panelOpen = useOpenPanel() !== null;
  const hidden = scrolled && !panelOpen;
  const mobile = useIsMobile();
  return (
    <header className={styles.header} data-hidden={hidden}>
      <Suspense fallback={null}>
        {pathname === paths.home && bootstrap && <DomainBanner domains={bootstrap.domainStatus} />}
        {bootstrap && !isMainDomain(bootstrap, globalThis.location.hostname) && (
          <HeaderNotice main={bootstrap.domainStatus.current} />
        )}
      </Suspense>
      <TopBar />
      {mobile && (
        <Suspense fallback={<div className={styles.mobileSpace} />}>
          <MobileTopBar />
        </Suspense>
      )}
      <MainNavBar />
    </header>
  );
}
