import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteFooter } from '@/features/footer/site-footer';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { Spinner } from '@/shared/ui/spinner';
import { RouteErrorPage } from '../route-error-page';
import { DeferredPart } from './deferred-part';
import { shellParts } from './deferred-parts';
import { GuardedOutlet, useRouteGuard } from './guarded-outlet';
import { SiteHeader } from './header/site-header';
import styles from './shell-layout.module.css';
import { useScrollToTop } from './use-scroll-to-top';

/** The page frame every route renders inside: header, page, footer and the deferred parts. */
export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Held here, outside the per-page boundary, so it remembers the last page a visitor may see.
  const blocked = useRouteGuard();
  useScrollToTop();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <DeferredPart {...shellParts.BreadcrumbBar} />
      <main id="main" className={styles.main}>
        {/* Keyed by path: a page that failed does not keep the next page from showing. */}
        <ErrorBoundary key={pathname} fallback={<RouteErrorPage />}>
          <Suspense fallback={<Spinner />}>
            <GuardedOutlet blocked={blocked} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <DeferredPart {...shellParts.MobileBottomBar} />
      <DeferredPart {...shellParts.MobileSideMenu} />
      <DeferredPart {...shellParts.ProfileSidePanel} />
      <DeferredPart {...shellParts.LiveChatControl} />
      <DeferredPart {...shellParts.DialogHost} />
      <DeferredPart {...shellParts.ImagePopupLauncher} />
      <DeferredPart {...shellParts.SessionKeeper} />
    </div>
  );
}
