import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { isRouteHandle, RouteMatchesContext, type RouteMatch } from '@/shared/ui/route-handle';
import { routes } from './routes';

/** Renders the route table and tells the page which routes matched (for titles, breadcrumbs). */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const matches = useMemo<RouteMatch[]>(
    () =>
      (matchRoutes(routes, location) ?? []).flatMap(({ pathname, route }) =>
        isRouteHandle(route.handle) ? [{ pathname, handle: route.handle }] : [],
      ),
    [location],
  );
  return <RouteMatchesContext.Provider value={matches}>{element}</RouteMatchesContext.Provider>;
}
