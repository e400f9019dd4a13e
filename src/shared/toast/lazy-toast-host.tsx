import { Suspense } from 'react';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useToastHostWanted } from './toast';

const ToastHost = lazyPart(() => import('./toast-host').then((m) => m.ToastHost), ['overlays']);

/** Mounts the toaster with the first toast (see toast.ts). */
export function LazyToastHost() {
  const wanted = useToastHostWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
