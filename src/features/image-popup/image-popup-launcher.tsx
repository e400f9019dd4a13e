import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { useLiveChatOpen } from '@/shared/live-chat/live-chat-store';
import { getOpenDialog, openDialog, useOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { useOpenPanel } from '@/shared/ui/panel-store';
import { markPopupSeen, popupSignature, wasPopupSeen } from './popup-data';

/** How long the page, and the player, stay still before the popup shows. */
export const POPUP_DELAY_MS = 1000;

// What a player does: a key, a tap or click, the wheel, or the page scrolling. Only the page's own
// scrolling reaches the window (an element's scroll events do not bubble): a list that the code
// scrolls does not hold the popup back, while a wheel or a finger on it does.
const PLAYER_INPUT = ['keydown', 'pointerdown', 'wheel', 'scroll'] as const;

// Fields a player is filling in, and frames a player is using (a game, the sportsbook).
const FIELD = 'input, textarea, select, iframe, [contenteditable]:not([contenteditable="false"])';

/**
 * Whether the player is in the middle of something the stores do not hold: focus in a field, or a
 * menu that only its own button knows is open (the language menu, the search results). Every
 * such button says so to assistive technology with aria-expanded, and so to this check too.
 */
function playerIsBusy(): boolean {
  return (
    document.activeElement?.matches(FIELD) === true ||
    document.querySelector('[aria-expanded="true"]') !== null
  );
}

/**
 * Opens the bootstrap's image popup once per content, never over what the player has begun: once
 * the page has settled and the player has been still for POPUP_DELAY_MS with nothing open (no
 * dialog, panel, menu or live chat) and no field in use. A player who started before then meets
 * it at the next such moment, on this page or the next.
 */
export function ImagePopupLauncher() {
  const popup = useBootstrap()?.popup;
  const { pathname } = useLocation();
  const dialogOpen = useOpenDialog() !== null;
  const panelOpen = useOpenPanel() !== null;
  const chatOpen = useLiveChatOpen();
  // Also remembered in memory: where storage cannot be written, it still shows once per visit.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    // A popup without a picture has nothing to show.
    if (!popup || popup.images.length === 0 || dialogOpen || panelOpen || chatOpen) return;
    if (shown.current === popupSignature(popup) || wasPopupSeen(popup)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      // Still busy: the player's next input (closing the menu, leaving the field) looks again.
      if (playerIsBusy() || getOpenDialog() !== null || wasPopupSeen(popup)) return;
      shown.current = popupSignature(popup);
      markPopupSeen(popup);
      openDialog('imagePopup', popup);
    };
    const waitForStillness = () => {
      clearTimeout(timer);
      timer = setTimeout(show, POPUP_DELAY_MS);
    };
    waitForStillness();
    for (const type of PLAYER_INPUT) addEventListener(type, waitForStillness, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of PLAYER_INPUT) removeEventListener(type, waitForStillness);
    };
    // A new page view (pathname) starts the wait again.
  }, [popup, pathname, dialogOpen, panelOpen, chatOpen]);

  return null;
}
