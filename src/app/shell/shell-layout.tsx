import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteFooter } from '@/features/footer/site-footer';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { Spinner } from '@/shared/ui/spinner';
import { RouteErrorPage } from '../route-error-page';
import {
  DeferredBottomBar,
  DeferredBreadcrumbs,
  DeferredDialogHost,
  DeferredImagePopup,
  DeferredLiveChat,
  DeferredPanels,
  DeferredSessionKeeper,
} from './deferred-parts';
import { GuardedOutlet, useRouteGuard } from './guarded-outlet';
import { SiteHeader } from './header/site-header';
import styles from './shell-layout.module.css';
import { useScrollToTop } from './use-scroll-to-top';

/** The page frame every route renders inside (spec 2.2-2.7). */
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
      <DeferredBreadcrumbs />
      <main id="main" className={styles.main}>
        {/* Keyed by path: a page that failed does not keep the next page from showing. */}
        <ErrorBoundary key={pathname} fallback={<RouteErrorPage />}>
          <Suspense fallback={<Spinner />}>
            <GuardedOutlet blocked={blocked} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <DeferredBottomBar />
      <DeferredPanels />
      <DeferredLiveChat />
      <DeferredDialogHost />
      <DeferredImagePopup />
      <DeferredSessionKeeper />
    </div>
  );
}
