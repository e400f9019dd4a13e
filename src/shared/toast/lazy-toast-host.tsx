import { Suspense } from 'react';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useToastHostWanted } from './toast';

// Its texts are in the first view's namespace: the first toast waits for nothing more.
const ToastHost = lazyPart(() => import('./toast-host').then((m) => m.ToastHost));

/** Mounts the toaster with the first toast (see toast.ts). */
export function LazyToastHost() {
  const wanted = useToastHostWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
