import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { closeDialog, type DialogName } from '@/shared/dialogs/dialog-store';
import styles from './dialog.module.css';
import { trapTab } from './focus-trap';

export interface DialogProps {
  name: DialogName;
  /** The dialog's accessible name and visible heading. */
  title: string;
  /** Hides the heading visually (the body shows its own); it still names the dialog. */
  hideTitle?: boolean;
  /**
   * 'auth': 699 px high, clamp(110px,90vw,990px) wide on desktop (spec 2.6). 'sheet': a narrow
   * panel of `height` px, a bottom sheet on mobile (the notifications, spec 2.5).
   */
  size?: 'auth' | 'default' | 'wide' | 'sheet';
  /** The panel's height in px (a 'sheet'). */
  height?: number;
  children: ReactNode;
}

/**
 * A modal dialog: full screen on mobile, focus kept inside and given back on close, Escape and
 * the close button close it (spec 2.6). The dialog store keeps one open at a time.
 */
export function Dialog({
  name,
  title,
  hideTitle,
  size = 'default',
  height,
  children,
}: DialogProps) {
  const { t } = useTranslation(['overlays']);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    node?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeDialog(name);
      } else if (event.key === 'Tab' && node) {
        trapTab(event, node);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.dataset.dialogOpen = 'true';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      delete document.body.dataset.dialogOpen;
      // Focus goes back to whatever opened the dialog, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [name]);

  return createPortal(
    <div
      className={size === 'sheet' ? `${styles.backdrop} ${styles.sheetBackdrop}` : styles.backdrop}
      onMouseDown={(e) => e.target === e.currentTarget && closeDialog(name)}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
        style={height === undefined ? undefined : { height }}
      >
        <div className={hideTitle ? styles.headerBare : styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('overlays.dialog.close')}
            onClick={() => closeDialog(name)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
