import { createStore, useStore } from '@/shared/store/create-store';

// The one way features show toasts (spec 3 Toast types; spec 9 rules live in the host). The
// toast library loads with the first toast, so pages that never show one do not carry it.
const hostWanted = createStore(false);

/** True once a toast was asked for: the app then mounts the toaster. */
export function useToastHostWanted(): boolean {
  return useStore(hostWanted);
}

function library() {
  hostWanted.set(true);
  return import('react-hot-toast');
}

const polite = { role: 'status', 'aria-live': 'polite' } as const;

/** Each resolves with the toast's id once it is shown. */
export const showToast = {
  success: (message: string) => library().then(({ toast }) => toast.success(message)),
  error: (message: string) => library().then(({ toast }) => toast.error(message)),
  info: (message: string) =>
    library().then(({ toast }) => toast(message, { icon: 'ℹ️', ariaProps: polite })),
  warning: (message: string) =>
    library().then(({ toast }) => toast(message, { icon: '⚠️', ariaProps: polite })),
  loading: (message: string) => library().then(({ toast }) => toast.loading(message)),
  blank: (message: string) => library().then(({ toast }) => toast(message)),
  dismiss: (id?: string) => library().then(({ toast }) => toast.dismiss(id)),
};
