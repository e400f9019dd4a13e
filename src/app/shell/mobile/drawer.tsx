import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { closePanel, type PanelName } from '@/shared/ui/panel-store';
import { trapTab } from './drawer-focus';
import styles from './drawer.module.css';

export interface DrawerProps {
  /** The drawer's accessible name. */
  label: string;
  /** 'navigation' makes the drawer a navigation landmark; 'dialog' a modal dialog. */
  role: 'navigation' | 'dialog';
  side: 'left' | 'right';
  closeLabel: string;
  /** The panel-store toggle that shows this drawer. */
  panelName: PanelName;
  /** Shown in the drawer's top row next to the close button. */
  heading?: ReactNode;
  children: ReactNode;
}

// The drawer is hidden by CSS above the mobile breakpoint; it must then not catch Tab.
function isShown(node: HTMLElement): boolean {
  return typeof node.checkVisibility === 'function' ? node.checkVisibility() : true;
}

/**
 * A mobile side drawer (spec 2.3): slides in from one side over a backdrop. Escape, the backdrop
 * and the close button close it; focus moves in on open, stays inside and goes back to the
 * opener on close; the page behind does not scroll.
 */
export function Drawer({
  label,
  role,
  side,
  closeLabel,
  panelName,
  heading,
  children,
}: DrawerProps) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    node?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened over the drawer handles its own keys.
      if (getOpenDialog() !== null || !node) return;
      if (event.key === 'Escape') closePanel(panelName);
      else if (event.key === 'Tab' && isShown(node)) trapTab(event, node);
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.dataset.drawerOpen = 'true';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      delete document.body.dataset.drawerOpen;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [panelName]);

  const content = (
    <>
      <div className={styles.top}>
        <div className={styles.heading}>{heading}</div>
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel}
          onClick={() => closePanel(panelName)}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </>
  );

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" onClick={() => closePanel(panelName)} />
      {role === 'navigation' ? (
        <nav
          ref={panel}
          aria-label={label}
          tabIndex={-1}
          className={`${styles.panel} ${styles[side]}`}
        >
          {content}
        </nav>
      ) : (
        <section
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          tabIndex={-1}
          className={`${styles.panel} ${styles[side]}`}
        >
          {content}
        </section>
      )}
    </div>,
    document.body,
  );
}
