import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import {
  TOAST_DURATION_MS,
  TOAST_LOADING_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
} from '@/shared/config/constants';

/** The toaster with spec 9's rules: 4000 ms (30000 ms loading), top-center, at most 5 visible. */
export function ToastHost() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_MAX_VISIBLE)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        loading: { duration: TOAST_LOADING_DURATION_MS },
        className: 'toast',
      }}
    />
  );
}
