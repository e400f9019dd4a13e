import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import {
  PLAY_TOP_BAR_HEIGHT_PX,
  TOAST_DURATION_MS,
  TOAST_LOADING_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
} from '@/shared/config/constants';
import { useOpenDialog } from '@/shared/dialogs/dialog-store';
import { useModalLayer } from '@/shared/ui/dialog/modal-layer';

/**
 * The toaster with spec 9's rules: 4000 ms (30000 ms loading), top-center, at most 5 visible.
 * While a modal dialog is open it renders inside the dialog: the page outside is inert there,
 * so toasts left outside would show but never be announced (a login error, for one).
 */
export function ToastHost() {
  const modal = useModalLayer();
  // In the play modal toasts start below its top bar, so Reload and Close stay within reach.
  const open = useOpenDialog();
  const belowPlayBar = modal !== null && open?.name === 'play';
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_MAX_VISIBLE)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  const toaster = (
    <Toaster
      position={TOAST_POSITION}
      containerStyle={belowPlayBar ? { top: PLAY_TOP_BAR_HEIGHT_PX + 8 } : undefined}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        loading: { duration: TOAST_LOADING_DURATION_MS },
        className: 'toast',
      }}
    />
  );
  return modal ? createPortal(toaster, modal) : toaster;
}
