import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useLiveChatOpen } from '@/shared/live-chat/live-chat-store';
import { hadSessionThisPage, useIsLoggedIn } from '@/shared/session/session-store';
import { useOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useOpenPanel } from '@/shared/ui/panel-store';
import { useAfterIdle, useOnceTrue } from '@/shared/ui/use-deferred-mount';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import styles from './shell-layout.module.css';

// Parts of the shell a visitor may never use on a visit load on first use, so the first page
// carries only what it shows (the size budget of the home page).
const DialogHost = lazyPart(
  () => import('../dialogs/dialog-host').then((m) => m.DialogHost),
  ['overlays'],
);
const MobileSideMenu = lazyPart(
  () => import('./mobile/mobile-side-menu').then((m) => m.MobileSideMenu),
  ['mobile'],
);
const ProfileSidePanel = lazyPart(
  () => import('./mobile/profile-side-panel').then((m) => m.ProfileSidePanel),
  ['mobile'],
);

const BreadcrumbBar = lazyPart(
  () => import('./mobile/breadcrumb-bar').then((m) => m.BreadcrumbBar),
  ['mobile'],
);
const MobileBottomBar = lazyPart(
  () => import('./mobile/mobile-bottom-bar').then((m) => m.MobileBottomBar),
  ['mobile'],
);

const LiveChatControl = lazyPart(
  () => import('./live-chat-control').then((m) => m.LiveChatControl),
  ['overlays'],
);

const SessionKeeper = lazyPart(
  () => import('./session-keeper').then((m) => m.SessionKeeper),
  ['overlays'],
);

const ImagePopupLauncher = lazyPart(() =>
  import('@/features/image-popup/image-popup-launcher').then((m) => m.ImagePopupLauncher),
);

/** The shell's lazy parts, by name (a test renders each with only its own namespaces). */
export const shellParts = {
  DialogHost,
  MobileSideMenu,
  ProfileSidePanel,
  BreadcrumbBar,
  MobileBottomBar,
  LiveChatControl,
  SessionKeeper,
  ImagePopupLauncher,
};

function Deferred({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
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

/** The breadcrumb bar; the home page has none. Its place is kept while it loads. */
export function DeferredBreadcrumbs() {
  const { pathname } = useLocation();
  return pathname === paths.home ? null : (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={<div className={styles.breadcrumbSpace} />}>
        <BreadcrumbBar />
      </Suspense>
    </ErrorBoundary>
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
