import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { Domains } from '@generated/api/model';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { isMainDomain } from '@/shared/bootstrap/site-settings';
import { HEADER_HIDE_SCROLL_PX } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { readString, storageKeys } from '@/shared/store/local-store';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useOpenPanel } from '@/shared/ui/panel-store';
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

/** Whether the home route's domain-change banner will show: both domains known, not yet closed. */
function domainBannerShows(domains: Domains): boolean {
  return !!domains.current && !!domains.next && readString(storageKeys.topNotifyRead) !== 'true';
}

/** The header (desktop and mobile rows); it hides once the page is scrolled past 100 px. */
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
      {/* Both load when shown; their place is kept while they load, so the page does not move. */}
      {pathname === paths.home && bootstrap && (
        <Suspense
          fallback={
            domainBannerShows(bootstrap.domainStatus) && (
              <div className={styles.domainBannerSpace} />
            )
          }
        >
          <DomainBanner domains={bootstrap.domainStatus} />
        </Suspense>
      )}
      {bootstrap && !isMainDomain(bootstrap, globalThis.location.hostname) && (
        <Suspense fallback={<div className={styles.noticeSpace} />}>
          <HeaderNotice main={bootstrap.domainStatus.current} />
        </Suspense>
      )}
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
