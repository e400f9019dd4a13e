import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState, type RefObject } from 'react';

/** True from the first time `active` is true: a part loaded on first use stays mounted. */
export function useOnceTrue(active: boolean): boolean {
  const [once, setOnce] = useState(active);
  if (active && !once) setOnce(true);
  return once || active;
}

/**
 * True once the element comes within `margin` of the viewport (looking only while `enabled`):
 * below-the-fold parts load when the visitor gets near them. Without IntersectionObserver it is
 * true at once.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
  enabled = true,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin, enabled]);
  return [ref, near];
}

// The first view is complete when, at three checks in a row 100 ms apart, no call is in flight,
// nothing in main shows it is loading and every picture in view has arrived (a lazy page loads its
// code and texts between its calls); 5 s after the page first asks at the latest. Parts the first view
// does not need load then, at the browser's next idle moment.
let firstView: Promise<void> | undefined;

const picturesInViewArrived = () =>
  Array.from(document.images).every((image) => {
    const { top, bottom, width } = image.getBoundingClientRect();
    const outOfView = width === 0 || bottom <= 0 || top >= globalThis.innerHeight;
    return image.complete || image.loading === 'lazy' || outOfView;
  });

const whenIdle = (done: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(done, { timeout: 2000 })
    : setTimeout(done, 200);

function firstViewComplete(queryClient: QueryClient | undefined): Promise<void> {
  firstView ??= new Promise<void>((resolve) => {
    let quietChecks = 0;
    const started = performance.now();
    const check = () => {
      // A test's page torn down under a pending check ends it.
      if (typeof document === 'undefined') return;
      const quiet =
        (queryClient?.isFetching() ?? 0) === 0 &&
        !document.querySelector('main [aria-busy="true"]') &&
        picturesInViewArrived();
      quietChecks = quiet ? quietChecks + 1 : 0;
      if (quietChecks >= 3 || performance.now() - started > 5000) whenIdle(() => resolve());
      else setTimeout(check, 100);
    };
    if (document.readyState === 'complete') check();
    else globalThis.addEventListener('load', check, { once: true });
  });
  return firstView;
}

/**
 * True once the first view is complete and the browser is idle: parts the first view does not need
 * (live chat, the image popup, a slider's motion, the head tags) load then, after the largest
 * content has painted.
 */
export function useAfterIdle(): boolean {
  const queryClient = useContext(QueryClientContext);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let active = true;
    void firstViewComplete(queryClient).then(() => {
      if (active) setIdle(true);
    });
    return () => {
      active = false;
    };
  }, [queryClient]);
  return idle;
}
