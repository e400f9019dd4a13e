import { Suspense, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { useSessionEnd } from '@/shared/session/session-machine';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { lazyPart } from '@/shared/ui/lazy-part';
import { isRouteHandle, RouteMatchesContext, type RouteMatch } from '@/shared/ui/route-handle';
import { useAfterIdle } from '@/shared/ui/use-deferred-mount';
import { routes } from './routes';

/** Renders the document's title, description, canonical link and robots tag from the route data. */
export const DocumentMeta = lazyPart(
  () => import('./shell/document-meta').then((m) => m.DocumentMeta),
  ['meta'],
);

// Loaded once the page is idle, with its texts: the first view's JS budget has no room for them,
// and index.html's title and description stand until then.
function DeferredDocumentMeta() {
  return useAfterIdle() ? (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <DocumentMeta routes={routes} />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}

/** Renders the route table and tells the page which routes matched (for titles, breadcrumbs). */
export function AppRoutes() {
  useSessionEnd();
  const location = useLocation();
  const element = useRoutes(routes, location);
  const matches = useMemo<RouteMatch[]>(
    () =>
      (matchRoutes(routes, location) ?? []).flatMap(({ pathname, route }) =>
        isRouteHandle(route.handle) ? [{ pathname, handle: route.handle }] : [],
      ),
    [location],
  );
  return (
    <RouteMatchesContext.Provider value={matches}>
      {element}
      <DeferredDocumentMeta />
    </RouteMatchesContext.Provider>
  );
}
