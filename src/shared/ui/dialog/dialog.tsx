import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DIALOG_DESKTOP_SIZE } from '@/shared/config/constants';
import { closeDialog, type DialogName } from '@/shared/ui/dialog/dialog-store';
import { IconButton } from '@/shared/ui/icon-button';
import styles from './dialog.module.css';
import { useModal } from './use-modal';

export interface DialogProps {
  name: DialogName;
  /** The dialog's accessible name and visible heading. */
  title: string;
  /** Hides the heading visually (the body shows its own); it still names the dialog. */
  hideTitle?: boolean;
  /**
   * 'auth': DIALOG_DESKTOP_SIZE on desktop (699 px high, clamp(110px,90vw,990px) wide).
   * 'sheet': a narrow panel of `height` px, a bottom sheet on mobile (the notifications).
   */
  size?: 'auth' | 'default' | 'wide' | 'sheet';
  /** The panel's height in px (a 'sheet'). */
  height?: number;
  /**
   * An alertdialog the player must answer (the reality check): a backdrop click does not close it
   * and it has no close button; Escape is its first action's job (`onEscape`).
   */
  alert?: { onEscape: () => void };
  /** The dialog's own part is still loading: a screen reader hears that it is not ready. */
  busy?: boolean;
  children: ReactNode;
}

/** The account dialogs' desktop size, given to the stylesheet as custom properties. */
const authSize = {
  '--dialog-auth-height': DIALOG_DESKTOP_SIZE.height,
  '--dialog-auth-width': DIALOG_DESKTOP_SIZE.width,
} as CSSProperties;

/**
 * A modal dialog on the native <dialog> element: showModal() keeps focus inside, makes the page
 * behind inert, puts the dialog in the top layer and turns Escape into 'cancel'. Full screen on
 * mobile; Escape, a click on the backdrop and the close button close it, and focus goes back to
 * what opened it. The dialog store keeps one open at a time.
 */
export function Dialog({
  name,
  title,
  hideTitle,
  size = 'default',
  height,
  alert,
  busy,
  children,
}: DialogProps) {
  const { t } = useTranslation(['overlays']);
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useModal(ref);

  return createPortal(
    // The mouse handler is the backdrop click; keyboard users have Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      aria-busy={busy || undefined}
      tabIndex={-1}
      className={`${styles.panel} ${styles[size]}`}
      style={size === 'auth' ? authSize : height === undefined ? undefined : { height }}
      onCancel={(event) => {
        // Escape: the store closes it, so React and the dialog agree on what is open.
        event.preventDefault();
        if (alert) alert.onEscape();
        else closeDialog(name);
      }}
      // A click on the backdrop lands on the <dialog> itself; the content fills it otherwise.
      onMouseDown={(event) => !alert && event.target === event.currentTarget && closeDialog(name)}
    >
      <div className={styles.frame}>
        <div className={hideTitle ? styles.headerBare : styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          {!alert && (
            <IconButton
              icon="close"
              label={t('overlays.dialog.close')}
              onClick={() => closeDialog(name)}
            />
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
