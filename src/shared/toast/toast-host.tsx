import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  resolveValue,
  toast,
  useToaster,
  type DefaultToastOptions,
  type Toast,
} from 'react-hot-toast/headless';
import { useTranslation } from 'react-i18next';
import {
  PLAY_TOP_BAR_HEIGHT_PX,
  TOAST_DURATION_MS,
  TOAST_LOADING_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
} from '@/shared/config/constants';
import { useOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { useModalLayer } from '@/shared/ui/dialog/modal-layer';
import { Icon } from '@/shared/ui/icon';
import styles from './toast-host.module.css';

// The headless entry: the library keeps the toasts and their timers, this file draws them with a
// CSS module. Its main entry would inject a <style> element at runtime (goober), which the
// Content-Security-Policy (no 'unsafe-inline' styles, Trusted Types) refuses.

const options: DefaultToastOptions = {
  duration: TOAST_DURATION_MS,
  loading: { duration: TOAST_LOADING_DURATION_MS },
};

/** Space between stacked toasts, in px. */
const GAP_PX = 8;

/** Where the stack sits; the CSS module has a class for each position the site uses. */
const positionClass: Record<typeof TOAST_POSITION, string | undefined> = {
  'top-center': styles.topCenter,
};

/**
 * The toaster: each toast stays 4000 ms (a loading one 30000 ms, or until it is replaced), the
 * stack sits at the top centre, newest first, and at most 5 are visible (older ones are
 * dismissed). Hovering the stack pauses the timers. While a modal dialog is open it renders inside
 * the dialog: the page outside is inert there, so toasts left outside would show but never be
 * announced (a login error, for one).
 */
export function ToastHost() {
  const modal = useModalLayer();
  // In the play modal toasts start below its top bar, so Reload and Close stay within reach.
  const open = useOpenDialog();
  const belowPlayBar = modal !== null && open?.name === 'play';
  const { toasts, handlers } = useToaster(options);
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_MAX_VISIBLE)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  const stack = (
    <div
      className={`${styles.host} ${positionClass[TOAST_POSITION] ?? ''}`}
      style={belowPlayBar ? { top: PLAY_TOP_BAR_HEIGHT_PX + GAP_PX } : undefined}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((item) => (
        <ToastItem
          key={item.id}
          item={item}
          offset={handlers.calculateOffset(item, { gutter: GAP_PX })}
          onHeight={handlers.updateHeight}
          onDismissed={() => modal?.focus()}
        />
      ))}
    </div>
  );
  return modal ? createPortal(stack, modal) : stack;
}

interface ToastItemProps {
  item: Toast;
  /** Distance from the top of the stack: the heights of the newer visible toasts and the gaps. */
  offset: number;
  onHeight: (id: string, height: number) => void;
  /** Runs after the player closed it from the keyboard (its button, which had focus, is gone). */
  onDismissed: () => void;
}

/**
 * One toast: icon, message (its own status or alert region) and a close button; every toast has
 * one, errors included. Escape on the button closes that toast only.
 */
function ToastItem({ item, offset, onHeight, onDismissed }: ToastItemProps) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);

  // The stack places each toast by the heights of those above it: measure this one now and
  // whenever its size changes (a longer message, a narrower screen).
  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return;
    let height = -1;
    const measure = () => {
      if (element.offsetHeight === height) return;
      height = element.offsetHeight;
      onHeight(item.id, height);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [item.id, onHeight]);

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
    <div ref={slot} className={styles.slot} style={{ transform: `translateY(${offset}px)` }}>
      <div
        className={`${styles.toast} ${item.visible ? styles.entering : styles.leaving}`}
        data-type={item.type}
      >
        <ToastIcon item={item} />
        <div className={styles.message} {...item.ariaProps}>
          {resolveValue(item.message, item)}
        </div>
        <button
          type="button"
          className={styles.close}
          aria-label={t('toast.close')}
          onClick={dismiss}
          onKeyDown={onKeyDown}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    </div>
  );
}

interface ToastIconProps {
  item: Toast;
}

/** The toast's own icon (info and warning pass an emoji), else one for its type. */
function ToastIcon({ item }: ToastIconProps) {
  if (item.icon !== undefined && item.icon !== null) {
    return (
      <span className={styles.icon} aria-hidden="true">
        {item.icon}
      </span>
    );
  }
  switch (item.type) {
    case 'success':
      return <Icon name="check-circle" size={22} className={`${styles.icon} ${styles.success}`} />;
    case 'error':
      return (
        <span className={`${styles.icon} ${styles.error}`} aria-hidden="true">
          <Icon name="close" size={14} />
        </span>
      );
    case 'loading':
      return <span className={`${styles.icon} ${styles.spinner}`} aria-hidden="true" />;
    default:
      return null;
  }
}
