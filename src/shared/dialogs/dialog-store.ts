import { createStore, useStore } from '@/shared/store/create-store';

// Every dialog of site-spec 2.6. The app's dialog host maps a name to its component.
export type DialogName =
  | 'login'
  | 'register'
  | 'recovery'
  | 'changePassword'
  | 'smsVerification'
  | 'phoneVerification'
  | 'notifications'
  | 'promotion'
  | 'deposit'
  | 'withdraw'
  | 'imagePopup'
  | 'play';

export interface OpenDialog {
  name: DialogName;
  data?: unknown;
}

const dialogStore = createStore<OpenDialog | null>(null);

/** Opening a dialog closes whichever was open: only one at a time (spec 2.6). */
export function openDialog(name: DialogName, data?: unknown): void {
  dialogStore.set(data === undefined ? { name } : { name, data });
}

export function closeDialog(name?: DialogName): void {
  dialogStore.set((current) => (name && current?.name !== name ? current : null));
}

export function getOpenDialog(): OpenDialog | null {
  return dialogStore.get();
}

export function useOpenDialog(): OpenDialog | null {
  return useStore(dialogStore);
}

/** Props the dialog host gives every dialog component: the data it was opened with. */
export interface DialogComponentProps {
  data?: unknown;
}
