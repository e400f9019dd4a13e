import type { ParseKeys } from 'i18next';
import { useMatches } from 'react-router';

/** What every route declares about itself (breadcrumbs and the route guard read it). */
export interface RouteHandle {
  titleKey: ParseKeys;
  guarded?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle);
  return handles.at(-1) ?? null;
}
