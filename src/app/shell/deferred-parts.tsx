import { lazy, Suspense, type ReactNode } from 'react';
import { useOpenDialog } from '@/shared/dialogs/dialog-store';
import { useOpenPanel } from '@/shared/panels/panel-store';
import { useNearViewport, useOnceTrue } from '@/shared/ui/use-deferred-mount';
import { RouteErrorBoundary } from '../route-error-boundary';
import styles from './shell-layout.module.css';

// Parts of the shell a visitor may never use on a visit load on first use, so the first page
// carries only what it shows (the size budget of the home page).
const SiteFooter = lazy(() =>
  import('@/features/footer/site-footer').then((m) => ({ default: m.SiteFooter })),
);
const DialogHost = lazy(() =>
  import('../dialogs/dialog-host').then((m) => ({ default: m.DialogHost })),
);
const MobileSideMenu = lazy(() =>
  import('./mobile/mobile-side-menu').then((m) => ({ default: m.MobileSideMenu })),
);
const ProfileSidePanel = lazy(() =>
  import('./mobile/profile-side-panel').then((m) => ({ default: m.ProfileSidePanel })),
);

function Deferred({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The footer, loaded when the visitor scrolls near it. */
export function DeferredFooter() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
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
