import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useOpenDialog } from '@/shared/dialogs/dialog-store';
import { withTexts } from '@/shared/i18n/text-areas';
import { useLiveChatOpen } from '@/shared/live-chat/live-chat-store';
import { useOpenPanel } from '@/shared/panels/panel-store';
import { hadSessionThisPage, useIsLoggedIn } from '@/shared/session/session-store';
import { useAfterIdle, useNearViewport, useOnceTrue } from '@/shared/ui/use-deferred-mount';
import { retryImport } from '@/shared/ui/retry-import';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import { RouteErrorBoundary } from '../route-error-boundary';
import styles from './shell-layout.module.css';

function lazyRetry(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => retryImport(load));
}

// Parts of the shell a visitor may never use on a visit load on first use, so the first page
// carries only what it shows (the size budget of the home page).
const SiteFooter = lazyRetry(() =>
  withTexts(['footer'], () => import('@/features/footer/site-footer')).then((m) => ({
    default: m.SiteFooter,
  })),
);
const DialogHost = lazyRetry(() =>
  withTexts(['overlays'], () => import('../dialogs/dialog-host')).then((m) => ({
    default: m.DialogHost,
  })),
);
const MobileSideMenu = lazyRetry(() =>
  withTexts(['mobile'], () => import('./mobile/mobile-side-menu')).then((m) => ({
    default: m.MobileSideMenu,
  })),
);
const ProfileSidePanel = lazyRetry(() =>
  withTexts(['mobile'], () => import('./mobile/profile-side-panel')).then((m) => ({
    default: m.ProfileSidePanel,
  })),
);

const BreadcrumbBar = lazyRetry(() =>
  withTexts(['mobile'], () => import('./mobile/breadcrumb-bar')).then((m) => ({
    default: m.BreadcrumbBar,
  })),
);
const MobileBottomBar = lazyRetry(() =>
  withTexts(['mobile'], () => import('./mobile/mobile-bottom-bar')).then((m) => ({
    default: m.MobileBottomBar,
  })),
);

const LiveChatControl = lazyRetry(() =>
  withTexts(['overlays'], () => import('./live-chat-control')).then((m) => ({
    default: m.LiveChatControl,
  })),
);

const SessionKeeper = lazyRetry(() =>
  import('./session-keeper').then((m) => ({ default: m.SessionKeeper })),
);

const ImagePopupLauncher = lazyRetry(() =>
  import('@/features/image-popup/image-popup-launcher').then((m) => ({
    default: m.ImagePopupLauncher,
  })),
);

function Deferred({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The footer, loaded when the visitor gets near it. It looks only once the page is idle: while the
 * page is still loading its content, the footer would seem near on every page.
 */
export function DeferredFooter() {
  const [ref, near] = useNearViewport<HTMLDivElement>('200px', useAfterIdle());
  if (!near) return <div ref={ref} className={styles.footerSpace} />;
  return (
    <RouteErrorBoundary fallback={null}>
      <Suspense fallback={<div className={styles.footerSpace} />}>
        <SiteFooter />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The dialog host, loaded when the first dialog opens. */
export function DeferredDialogHost() {
  const used = useOnceTrue(useOpenDialog() !== null);
  return used ? (
    <Deferred>
      <DialogHost />
    </Deferred>
  ) : null;
}

/** The mobile side menu and profile side panel, each loaded when first opened. */
export function DeferredPanels() {
  const open = useOpenPanel();
  const menuUsed = useOnceTrue(open === 'sideMenu');
  const profileUsed = useOnceTrue(open === 'profilePanel');
  return (
    <>
      {menuUsed && (
        <Deferred>
          <MobileSideMenu />
        </Deferred>
      )}
      {profileUsed && (
        <Deferred>
          <ProfileSidePanel />
        </Deferred>
      )}
    </>
  );
}

/** The breadcrumb bar; the home page has none. */
export function DeferredBreadcrumbs() {
  const { pathname } = useLocation();
  return pathname === paths.home ? null : (
    <Deferred>
      <BreadcrumbBar />
    </Deferred>
  );
}

/** The bottom bar, on mobile screens only (spec 2.3). */
export function DeferredBottomBar() {
  return useIsMobile() ? (
    <Deferred>
      <MobileBottomBar />
    </Deferred>
  ) : null;
}

/** The live-chat control, once the page is idle (or at once when asked for, spec 2.7). */
export function DeferredLiveChat() {
  const wanted = useOnceTrue(useLiveChatOpen());
  const idle = useAfterIdle();
  return idle || wanted ? (
    <Deferred>
      <LiveChatControl />
    </Deferred>
  ) : null;
}

/** The image popup waits for the page to settle anyway (spec 2.6): it loads once it is idle. */
export function DeferredImagePopup() {
  return useAfterIdle() ? (
    <Deferred>
      <ImagePopupLauncher />
    </Deferred>
  ) : null;
}

/**
 * The session's balance polling and 401 logout, loaded once a player is logged in (or was, when
 * a 401 ended a stored session before the first render: its logout is still due).
 */
export function DeferredSessionKeeper() {
  const loggedIn = useIsLoggedIn();
  return useOnceTrue(loggedIn || hadSessionThisPage()) ? (
    <Deferred>
      <SessionKeeper />
    </Deferred>
  ) : null;
}
