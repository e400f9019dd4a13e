import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import { DialogHost } from '../dialogs/dialog-host';
import { RouteErrorBoundary } from '../route-error-boundary';
import { GuardedOutlet, useRouteGuard } from './guarded-outlet';
import { SiteHeader } from './header/site-header';
import { LiveChatControl } from './live-chat-control';
import { BreadcrumbBar } from './mobile/breadcrumb-bar';
import { MobileBottomBar } from './mobile/mobile-bottom-bar';
import { MobileSideMenu } from './mobile/mobile-side-menu';
import { ProfileSidePanel } from './mobile/profile-side-panel';
import styles from './shell-layout.module.css';

// Below the fold or rare: loaded after the first paint, so the first page stays small.
const SiteFooter = lazy(() =>
  import('@/features/footer/site-footer').then((m) => ({ default: m.SiteFooter })),
);
const ImagePopupLauncher = lazy(() =>
  import('@/features/image-popup/image-popup-launcher').then((m) => ({
    default: m.ImagePopupLauncher,
  })),
);

/** The page frame every route renders inside (spec 2.2-2.7). */
export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Held here, outside the per-page boundary, so it remembers the last page a visitor may see.
  const blocked = useRouteGuard();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <BreadcrumbBar />
      <main id="main" className={styles.main}>
        {/* Keyed by path: a page that failed does not keep the next page from showing. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <GuardedOutlet blocked={blocked} />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <RouteErrorBoundary fallback={null}>
        <Suspense fallback={<div className={styles.footerSpace} />}>
          <SiteFooter />
        </Suspense>
      </RouteErrorBoundary>
      <MobileBottomBar />
      <MobileSideMenu />
      <ProfileSidePanel />
      <LiveChatControl />
      <DialogHost />
      <RouteErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ImagePopupLauncher />
        </Suspense>
      </RouteErrorBoundary>
    </div>
  );
}
