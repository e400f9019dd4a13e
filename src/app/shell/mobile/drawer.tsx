import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MOBILE_BREAKPOINT_PX } from '@/shared/config/constants';
import { useModal } from '@/shared/ui/dialog/use-modal';
import { IconButton } from '@/shared/ui/icon-button';
import { closePanel, type PanelName } from '@/shared/ui/panel-store';
import styles from './drawer.module.css';

export interface DrawerProps {
  /** The drawer's visible heading, which names the dialog. */
  title: string;
  /** Wraps the content in a navigation landmark of this name (the side menu). */
  navigationLabel?: string;
  side: 'left' | 'right';
  closeLabel: string;
  /** The panel-store toggle that shows this drawer. */
  panelName: PanelName;
  children: ReactNode;
}

const WIDE_SCREEN = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

/** The drawers are for phones: one still open when the window grows past the breakpoint closes. */
function useClosesOnWideScreen(panelName: PanelName): void {
  useEffect(() => {
    const wide = globalThis.matchMedia(WIDE_SCREEN);
    const onChange = () => wide.matches && closePanel(panelName);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [panelName]);
}

/**
 * A mobile side drawer: a modal <dialog> that slides in from one side over its backdrop. The page
 * behind is inert and does not scroll; Escape, a click on the backdrop and the close button close
 * it, and focus goes back to what opened it. A dialog opened over it stacks on top.
 */
export function Drawer({
  title,
  navigationLabel,
  side,
  closeLabel,
  panelName,
  children,
}: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(ref);
  useClosesOnWideScreen(panelName);
  const close = () => closePanel(panelName);

  return createPortal(
    // The mouse handler is the backdrop click; keyboard users have Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      className={`${styles.panel} ${styles[side]}`}
      onCancel={(event) => {
        // Escape: the panel store closes it, so React and the dialog agree on what is open.
        event.preventDefault();
        close();
      }}
      // A click on the backdrop lands on the <dialog> itself; the frame fills it otherwise.
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <div className={styles.frame}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton icon="close" label={closeLabel} onClick={close} />
        </div>
        {navigationLabel ? (
          <nav aria-label={navigationLabel} className={styles.body}>
            {children}
          </nav>
        ) : (
          <div className={styles.body}>{children}</div>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
