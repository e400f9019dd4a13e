import { toast as hotToast, type ToastOptions } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@/shared/config/constants';

// The one way features raise toasts (spec 3: blank, error, success, loading, warning, info).
export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'warning' | 'info';

const icons: Partial<Record<ToastType, string>> = { warning: '⚠️', info: 'ℹ️' };

export function showToast(type: ToastType, message: string, options: ToastOptions = {}): string {
  switch (type) {
    case 'success':
      return hotToast.success(message, options);
    case 'error':
      return hotToast.error(message, options);
    case 'loading':
      return hotToast.loading(message, options);
    case 'warning':
    case 'info':
      return hotToast(message, { duration: TOAST_DURATION_MS, icon: icons[type], ...options });
    case 'blank':
      return hotToast(message, options);
  }
}

export function dismissToast(id?: string): void {
  hotToast.dismiss(id);
}
