import { createStore, useStore } from '@/shared/store/create-store';

// The one way features show toasts: success, error, info, warning, loading and plain ones; the
// host (toast-host.tsx) applies 4000 ms, top-center and at most 5 visible. The toast library loads
// with the first toast, so pages that never show one do not carry it. Only its headless entry is
// used, here and in the host (the toasts live in that module's state, so both must share it): the
// main entry injects a <style> element at runtime, which the Content-Security-Policy refuses.
const hostWanted = createStore(false);

/** True once a toast was asked for: the app then mounts the toaster. */
export function useToastHostWanted(): boolean {
  return useStore(hostWanted);
}

function library() {
  hostWanted.set(true);
  return import('react-hot-toast/headless');
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
