import { createStore, useStore } from '@/shared/store/create-store';

// The shell's toggles held in shared state: the mobile side menu, the
// mobile profile side panel and the desktop profile dropdown. Dialogs have their own store.
export type PanelName = 'sideMenu' | 'profilePanel' | 'profileDropdown';

const panelStore = createStore<PanelName | null>(null);

export function openPanel(name: PanelName): void {
  panelStore.set(name);
}

export function togglePanel(name: PanelName): void {
  panelStore.set((current) => (current === name ? null : name));
}

/** Closes `name`, or every panel when no name is given. */
export function closePanel(name?: PanelName): void {
  panelStore.set((current) => (name && current !== name ? current : null));
}

export function useOpenPanel(): PanelName | null {
  return useStore(panelStore);
}

export function useIsPanelOpen(name: PanelName): boolean {
  return useStore(panelStore) === name;
}
