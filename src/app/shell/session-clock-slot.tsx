import { lazyPart } from '@/shared/ui/lazy-part';
import type { DeferredPartProps } from './deferred-part';
import styles from './shell-layout.module.css';

/** Time since login, in the header and the mobile profile panel; its space is kept while it loads. */
export const sessionClock = {
  part: lazyPart(
    () => import('@/features/protection/session-clock').then((m) => m.SessionClock),
    ['protection'],
  ),
  fallback: <span className={styles.clockSpace} />,
} satisfies DeferredPartProps;
