import { useEffect, useRef, useState, type RefObject } from 'react';

/** True from the first time `active` is true: a part loaded on first use stays mounted. */
export function useOnceTrue(active: boolean): boolean {
  const [once, setOnce] = useState(active);
  if (active && !once) setOnce(true);
  return once || active;
}

/**
 * True once the element comes within `margin` of the viewport: below-the-fold parts load when the
 * visitor gets near them. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
