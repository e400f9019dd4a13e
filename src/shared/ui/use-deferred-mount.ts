import { useEffect, useRef, useState, type RefObject } from 'react';

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

/**
 * True once the page has loaded and the browser is idle: enhancements that are not needed for
 * the first view (a slider's motion, for one) load then.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel: () => void = () => undefined;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(
          () => {
            // A User Timing mark: the size report counts the JS loaded before it as the first view.
            performance.mark?.('app:idle');
            setIdle(true);
          },
          { timeout: 2000 },
        );
        cancel = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(() => setIdle(true), 200);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else globalThis.addEventListener('load', whenIdle, { once: true });
    return () => {
      globalThis.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return idle;
}
