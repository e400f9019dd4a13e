import { useEffect, type RefObject } from 'react';
import { enterModalLayer } from './modal-layer';

/**
 * Shows the <dialog> in `ref` as a modal while the component is mounted. showModal() puts it in
 * the top layer, makes the page behind inert (no clicks, no Tab, hidden from screen readers) and
 * turns Escape into a 'cancel' event. The dialog itself takes focus, so a screen reader starts
 * with its name; when it goes, focus goes back to what had it before.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!node.open) node.showModal();
    node.focus({ preventScroll: true });
    const leaveLayer = enterModalLayer(node);
    return () => {
      leaveLayer();
      if (node.open) node.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
