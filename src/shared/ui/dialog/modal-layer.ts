import { createStore, useStore } from '@/shared/store/create-store';

// While a modal <dialog> is open, everything outside it is inert (no clicks, hidden from screen
// readers). What must stay usable over it, the toasts, renders into this element.
const modalLayer = createStore<HTMLDialogElement | null>(null);

export function setModalLayer(node: HTMLDialogElement | null): void {
  modalLayer.set(node);
}

/** The open modal dialog, or null. */
export function useModalLayer(): HTMLDialogElement | null {
  return useStore(modalLayer);
}
