import { useEffect, useRef } from 'react';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { getOpenDialog, openDialog, useOpenDialog } from '@/shared/dialogs/dialog-store';
import { markPopupSeen, popupSignature, wasPopupSeen } from './popup-data';

/** How long the page settles before the popup shows. */
export const POPUP_DELAY_MS = 1000;

/**
 * Opens the bootstrap's image popup once per content (spec 2.6): a moment after the page has
 * settled, and never over another dialog (it waits until that one closes).
 */
export function ImagePopupLauncher() {
  const popup = useBootstrap()?.popup;
  const dialogOpen = useOpenDialog() !== null;
  // Also remembered in memory: where storage cannot be written, it still shows once per visit.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    // A popup without a picture has nothing to show.
    if (dialogOpen || !popup || popup.images.length === 0) return;
    if (shown.current === popupSignature(popup) || wasPopupSeen(popup)) return;
    const timer = setTimeout(() => {
      if (getOpenDialog() !== null || wasPopupSeen(popup)) return;
      shown.current = popupSignature(popup);
      markPopupSeen(popup);
      openDialog('imagePopup', popup);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [popup, dialogOpen]);

  return null;
}
