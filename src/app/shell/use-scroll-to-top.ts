import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top, as a page load would: a link or button that leads to another
 * address scrolls the window up. Back and forward (POP) leave the browser's own restoring alone,
 * and a change of the query only (a category chip) keeps the place.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0 });
  }, [pathname, navigationType]);
}
