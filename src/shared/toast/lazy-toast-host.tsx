import { lazy, Suspense } from 'react';
import { useToastHostWanted } from './toast';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

/** Mounts the toaster with the first toast (see toast.ts). */
export function LazyToastHost() {
  const wanted = useToastHostWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
