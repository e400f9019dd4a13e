import { useEffect, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ToastBar, Toaster, toast, useToasterStore, type Toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  PLAY_TOP_BAR_HEIGHT_PX,
  TOAST_DURATION_MS,
  TOAST_LOADING_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
} from '@/shared/config/constants';
import { useOpenDialog } from '@/shared/dialogs/dialog-store';
import { useModalLayer } from '@/shared/ui/dialog/modal-layer';
import { Icon } from '@/shared/ui/icon';
import styles from './toast-host.module.css';

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
    >
      {(item) => <DismissibleToast item={item} onDismissed={() => modal?.focus()} />}
    </Toaster>
  );
  return modal ? createPortal(toaster, modal) : toaster;
}

interface DismissibleToastProps {
  item: Toast;
  /** Runs after the player closed it from the keyboard (its button, which had focus, is gone). */
  onDismissed: () => void;
}

/** Every toast, errors included, has a close button; Escape closes the toast that has focus. */
function DismissibleToast({ item, onDismissed }: DismissibleToastProps) {
  const { t } = useTranslation();
  const dismiss = (event: { currentTarget: HTMLElement }) => {
    const hadFocus = event.currentTarget === document.activeElement;
    toast.dismiss(item.id);
    if (hadFocus) onDismissed();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape') return;
    // Only the toast closes: not the dialog it is shown in.
    event.preventDefault();
    event.stopPropagation();
    dismiss(event);
  };
  return (
    <ToastBar toast={item}>
      {({ icon, message }) => (
        <>
          {icon}
          {message}
          <button
            type="button"
            className={styles.close}
            aria-label={t('toast.close')}
            onClick={dismiss}
            onKeyDown={onKeyDown}
          >
            <Icon name="close" size={16} />
          </button>
        </>
      )}
    </ToastBar>
  );
}
