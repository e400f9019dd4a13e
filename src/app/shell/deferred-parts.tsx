import { useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useLiveChatOpen } from '@/shared/live-chat/live-chat-store';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { useOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useOpenPanel } from '@/shared/ui/panel-store';
import { useAfterIdle, useOnceTrue } from '@/shared/ui/use-deferred-mount';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import type { DeferredPartProps } from './deferred-part';
import styles from './shell-layout.module.css';

/** The dialogs' host: it loads with the first dialog, or ahead of the popup (below). */
const dialogHost = lazyPart(
  () => import('../dialogs/dialog-host').then((m) => m.DialogHost),
  ['overlays'],
);

/**
 * The parts of the shell a visitor may never use on a visit, each with when it is wanted: they
 * load on first use, so the first page carries only what it shows. The shell layout renders each
 * with `<DeferredPart {...shellParts.Name} />`; a test renders each with only its own texts.
 */
export const shellParts = {
  /** The breadcrumb bar; the home page has none. */
  BreadcrumbBar: {
    part: lazyPart(
      () => import('./mobile/breadcrumb-bar').then((m) => m.BreadcrumbBar),
      ['mobile'],
    ),
    useWanted: () => useLocation().pathname !== paths.home,
    fallback: <div className={styles.breadcrumbSpace} />,
  },
  /** The fixed bottom bar, on phone-sized screens only. */
  MobileBottomBar: {
    part: lazyPart(
      () => import('./mobile/mobile-bottom-bar').then((m) => m.MobileBottomBar),
      ['mobile'],
    ),
    useWanted: useIsMobile,
  },
  MobileSideMenu: {
    part: lazyPart(
      () => import('./mobile/mobile-side-menu').then((m) => m.MobileSideMenu),
      ['mobile'],
    ),
    useWanted: () => useOnceTrue(useOpenPanel() === 'sideMenu'),
  },
  ProfileSidePanel: {
    part: lazyPart(
      () => import('./mobile/profile-side-panel').then((m) => m.ProfileSidePanel),
      ['mobile'],
    ),
    useWanted: () => useOnceTrue(useOpenPanel() === 'profilePanel'),
  },
  /** Once the page is idle, or at once when the player asks for the chat. */
  LiveChatControl: {
    part: lazyPart(
      () => import('./live-chat-control').then((m) => m.LiveChatControl),
      ['overlays'],
    ),
    useWanted: () => {
      const asked = useOnceTrue(useLiveChatOpen());
      return useAfterIdle() || asked;
    },
  },
  /** The dialogs, when the first one opens. */
  DialogHost: {
    part: dialogHost,
    useWanted: () => useOnceTrue(useOpenDialog() !== null),
  },
  /**
   * The image popup waits for the page to settle anyway. It comes with the dialogs' host and its
   * own dialog, so it opens the moment it sees the player still: a popup whose code arrived later
   * would take the focus from a field the player had started typing in, and the keys after it.
   */
  ImagePopupLauncher: {
    part: lazyPart(async () => {
      const [{ ImagePopupLauncher }] = await Promise.all([
        import('@/features/image-popup/image-popup-launcher'),
        dialogHost.preload(),
        import('../dialogs/dialog-host').then((m) => m.dialogs.imagePopup.preload()),
      ]);
      return ImagePopupLauncher;
    }),
    useWanted: useAfterIdle,
  },
  /** The session at work (balance polling, the hub, protection), once a player logs in. */
  SessionKeeper: {
    part: lazyPart(() => import('./session-keeper').then((m) => m.SessionKeeper), ['overlays']),
    useWanted: () => useOnceTrue(useIsLoggedIn()),
  },
} satisfies Record<string, DeferredPartProps>;
