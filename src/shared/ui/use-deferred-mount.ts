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

// The page has settled when its content is there (no loading indicator in main), its calls have
// answered and the pictures in view have arrived, for SETTLE_CHECKS checks in a row (a lazy page
// loads its code and texts between its calls), or at the latest SETTLE_LIMIT_MS after it loaded.
const SETTLE_CHECK_MS = 100;
const SETTLE_CHECKS = 3;
const SETTLE_LIMIT_MS = 5000;

let settled: Promise<void> | undefined;

function contentArrived(): boolean {
  if (document.querySelector('main [aria-busy="true"]')) return false;
  return Array.from(document.images).every((image) => {
    if (image.complete || image.loading === 'lazy') return true;
    const { top, bottom, width } = image.getBoundingClientRect();
    return width === 0 || bottom <= 0 || top >= globalThis.innerHeight;
  });
}

function whenBrowserIdle(done: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 2000 });
  else setTimeout(done, 200);
}

/** Resolves once per page load, when the page has settled and the browser is next idle. */
function pageSettled(queryClient: QueryClient | undefined): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const loaded = performance.now();
    let quietChecks = 0;
    const check = () => {
      // Where the document goes away under a pending check (a test's jsdom page torn down at the
      // end of its file), the check ends.
      if (typeof document === 'undefined') return;
      const quiet = (queryClient?.isFetching() ?? 0) === 0 && contentArrived();
      quietChecks = quiet ? quietChecks + 1 : 0;
      if (quietChecks >= SETTLE_CHECKS || performance.now() - loaded > SETTLE_LIMIT_MS) {
        whenBrowserIdle(() => {
          // A User Timing mark: the size report counts the JS loaded before it as the first view.
          performance.mark?.('app:idle');
          resolve();
        });
      } else setTimeout(check, SETTLE_CHECK_MS);
    };
    if (document.readyState === 'complete') check();
    else globalThis.addEventListener('load', check, { once: true });
  });
  return settled;
}

/**
 * True once the page has settled (loaded, its calls answered, the pictures in view arrived) and
 * the browser is idle: parts that are not needed for the first view (the footer, live chat, the
 * image popup, a slider's motion) load then, after the largest content has painted.
 */
export function useAfterIdle(): boolean {
  const queryClient = useContext(QueryClientContext);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let active = true;
    void pageSettled(queryClient).then(() => {
      if (active) setIdle(true);
    });
    return () => {
      active = false;
    };
  }, [queryClient]);
  return idle;
}
