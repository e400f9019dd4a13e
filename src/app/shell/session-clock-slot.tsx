import { Suspense } from 'react';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { lazyPart } from '@/shared/ui/lazy-part';
import styles from './shell-layout.module.css';

// Time since login (issue: player protection), in the header and the mobile profile panel.
export const SessionClock = lazyPart(
  () => import('@/features/protection/session-clock').then((m) => m.SessionClock),
  ['protection'],
);

/** The session clock; its space is kept while it loads. */
export function DeferredSessionClock() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={<span className={styles.clockSpace} />}>
        <SessionClock />
      </Suspense>
    </ErrorBoundary>
  );
}
