import { matchRoutes } from 'react-router';
import type { LazyPart } from '@/shared/ui/lazy-part';
import { routes } from './routes';

// The page the site opens on is fetched during startup, beside the startup calls, and is there when
// the app first renders: the page shows in that render instead of after a fallback.

function isLazyPart(type: unknown): type is LazyPart<object> {
  return typeof type === 'function' && 'preload' in type;
}

function pagePartsAt(pathname: string): Array<LazyPart<object>> {
  return (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (route.element as { type?: unknown } | undefined)?.type)
    .filter(isLazyPart);
}

/** Starts fetching the code of the page at `pathname` (its texts need i18next, which is not up). */
export function prefetchPageCode(pathname: string): void {
  for (const part of pagePartsAt(pathname)) void part.load().catch(() => undefined);
}

// A slow network does not hold the whole app back: after this the app renders, and the page
// shows its loading state until its code arrives.
const PRELOAD_WAIT_MS = 3000;

/**
 * Loads the page's code and texts, waiting at most PRELOAD_WAIT_MS; never fails (a page that
 * cannot load shows its error when it renders).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const loaded = Promise.all(pagePartsAt(pathname).map((part) => part.preload()));
  const waited = new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS));
  await Promise.race([loaded, waited]).catch(() => undefined);
}
