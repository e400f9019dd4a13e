import type { ParseKeys } from 'i18next';
import { createContext, useContext } from 'react';

/** What every route declares about itself (breadcrumbs and the route guard read it). */
export interface RouteHandle {
  titleKey: ParseKeys;
  guarded?: boolean;
}

/** A matched route of the current location, outermost first. */
export interface RouteMatch {
  pathname: string;
  handle: RouteHandle;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

/** Filled by the app's router from its route table. */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

export function useRouteMatches(): readonly RouteMatch[] {
  return useContext(RouteMatchesContext);
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  return useRouteMatches().at(-1)?.handle ?? null;
}
