import { paths } from '@/shared/config/paths';

/** The search route is /casino/live when the current url is /casino/live, else /casino/slot. */
export function searchRouteOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === paths.casinoLive ? paths.casinoLive : paths.casinoSlot;
}

/** POST casino/games {live}: true when the search route is the live casino's. */
export function searchesLive(pathname: string): boolean {
  return searchRouteOf(pathname) === paths.casinoLive;
}
