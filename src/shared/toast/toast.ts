import { toast } from 'react-hot-toast';

// The one way features show toasts (spec 3 Toast types; spec 9 durations come from the host).
export const showToast = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) =>
    toast(message, { icon: 'ℹ️', ariaProps: { role: 'status', 'aria-live': 'polite' } }),
  warning: (message: string) =>
    toast(message, { icon: '⚠️', ariaProps: { role: 'status', 'aria-live': 'polite' } }),
  loading: (message: string) => toast.loading(message),
  blank: (message: string) => toast(message),
  dismiss: (id?: string) => toast.dismiss(id),
};
