import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import type { LazyPart } from '@/shared/ui/lazy-part';

export interface DeferredPartProps {
  part: LazyPart<object>;
  /** A hook: whether the part is wanted now (always, when not given). It loads when first wanted. */
  useWanted?: () => boolean;
  /** Holds the part's place while its code loads. */
  fallback?: ReactNode;
}

const always = () => true;

/**
 * A part of the shell that loads on first use: nothing until it is wanted, then its fallback
 * while its code and texts load. A part that failed to load shows nothing rather than taking the
 * page down.
 */
export function DeferredPart({
  part: Part,
  useWanted = always,
  fallback = null,
}: DeferredPartProps) {
  if (!useWanted()) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    </ErrorBoundary>
  );
}
