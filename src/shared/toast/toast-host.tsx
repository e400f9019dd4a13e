import { useEffect, useRef } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import {
  TOAST_DURATION_MS,
  TOAST_LOADING_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
} from '@/shared/config/constants';
import { useOpenDialog } from '@/shared/dialogs/dialog-store';
import styles from './toast-host.module.css';

/**
 * Keeps the toasts above a modal <dialog>: a dialog opened with showModal() sits in the top layer,
 * over every z-index. The toaster is a manual popover, shown again after each dialog opens so it
 * is the top layer's last (topmost) element. Toasts say, they take no input: that the page behind
 * a modal dialog is inert does not hurt them.
 */
function useAboveDialogs() {
  const layer = useRef<HTMLDivElement>(null);
  const dialog = useOpenDialog();
  useEffect(() => {
    const node = layer.current;
    if (!node || typeof node.showPopover !== 'function') return;
    if (node.matches(':popover-open')) node.hidePopover();
    node.showPopover();
  }, [dialog]);
  return layer;
}

/** The toaster with spec 9's rules: 4000 ms (30000 ms loading), top-center, at most 5 visible. */
export function ToastHost() {
  const layer = useAboveDialogs();
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_MAX_VISIBLE)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <div ref={layer} popover="manual" className={styles.layer}>
      <Toaster
        position={TOAST_POSITION}
        toastOptions={{
          duration: TOAST_DURATION_MS,
          loading: { duration: TOAST_LOADING_DURATION_MS },
          className: 'toast',
        }}
      />
    </div>
  );
}
