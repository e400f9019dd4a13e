import { createStore, useStore } from '@/shared/store/create-store';

// While a modal <dialog> is open, everything outside it is inert (no clicks, hidden from screen
// readers). What must stay usable over it, the toasts, renders into the topmost one. Modals stack:
// a dialog may open over the mobile drawer, and closing it leaves the drawer on top again.
const modalLayers = createStore<readonly HTMLDialogElement[]>([]);

/** Puts `node` on top of the open modals; the returned function takes it off again. */
export function enterModalLayer(node: HTMLDialogElement): () => void {
  modalLayers.set((open) => [...open.filter((layer) => layer !== node), node]);
  return () => modalLayers.set((open) => open.filter((layer) => layer !== node));
}

/** The topmost open modal dialog, or null. */
export function useModalLayer(): HTMLDialogElement | null {
  return useStore(modalLayers).at(-1) ?? null;
}
