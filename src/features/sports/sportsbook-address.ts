import type { AuthData, Bootstrap } from '@generated/api/model';
import { siteSetting, siteSettingKeys } from '@/shared/bootstrap/site-settings';
import { navigationTarget } from '@/shared/navigation/safe-url';

// Where the sportsbook provider's page comes from (an assumption: docs/assumptions.md):
// - a player: the session's Betsy fields (betsyUrl + betsyToken + betsyCid) when betsyUrl is a
//   usable address, else its Betco fields (betcoUrl + betcoToken), else the visitors' address;
// - a visitor: the site setting `sportsbookurl` (bootstrap siteOption), with no token.
// The page of the route, the short menu, the language and the token travel as query parameters.
//
// A usable address passes the one URL check and is on a sportsbook host
// that the site settings name: the origin of `sportsbookurl` itself and the origins listed in
// `sportsbookhosts` (space- or comma-separated; for a player's Betsy or Betco host elsewhere). A
// host that only the login answer names is never framed, nor plain http. A same-site path is
// framed only in mock mode (its stand-in page, mocks/static/sportsbook.html): on the real site a
// page of the site's own origin in the frame would get that origin.

export type SportsSection = 'sports' | 'live' | 'esports';

export interface SportsbookRequest {
  section: SportsSection;
  /** The /fcg short-menu variant. */
  shortMenu: boolean;
  language: string;
}

/** The site setting listing further sportsbook origins (see above; an assumption of the README). */
export const SPORTSBOOK_HOSTS_SETTING = 'sportsbookhosts';

const isMockMode = () => import.meta.env.MODE === 'mock';

function settingValue(bootstrap: Bootstrap | null, key: string): string | null {
  const option = bootstrap?.siteOption.find((item) => item.key === key && item.status);
  const value = option?.value.trim();
  return value ? value : null;
}

/** An address that passes the URL check: https elsewhere, or a path on this site. */
function checkedAddress(raw: string | null | undefined, origin: string): URL | null {
  const target = navigationTarget(raw, origin);
  if (!target) return null;
  return new URL(target.kind === 'internal' ? target.path : target.href, origin);
}

/** The sportsbook origins the site settings name (https only). */
export function sportsbookOrigins(bootstrap: Bootstrap | null, origin: string): Set<string> {
  const named = [
    siteSetting(bootstrap, siteSettingKeys.sportsbookUrl),
    ...(settingValue(bootstrap, SPORTSBOOK_HOSTS_SETTING)?.split(/[\s,]+/) ?? []),
  ];
  const origins = new Set<string>();
  for (const raw of named) {
    const url = checkedAddress(raw, origin);
    if (url && url.protocol === 'https:' && url.origin !== new URL(origin).origin)
      origins.add(url.origin);
  }
  return origins;
}

/** The address as the frame may load it (see above), else null. */
export function usableAddress(
  raw: string | null | undefined,
  allowed: ReadonlySet<string>,
  origin: string = globalThis.location.origin,
): URL | null {
  const url = checkedAddress(raw, origin);
  if (!url) return null;
  if (url.origin === new URL(origin).origin) return isMockMode() ? url : null;
  return allowed.has(url.origin) ? url : null;
}

interface Source {
  url: URL;
  token: string | null;
  cid: string | null;
}

function sourceOf(
  session: AuthData | null,
  bootstrap: Bootstrap | null,
  origin: string,
): Source | null {
  const allowed = sportsbookOrigins(bootstrap, origin);
  const betsy = usableAddress(session?.betsyUrl, allowed, origin);
  if (session && betsy) return { url: betsy, token: session.betsyToken, cid: session.betsyCid };
  const betco = usableAddress(session?.betcoUrl, allowed, origin);
  if (session && betco) return { url: betco, token: session.betcoToken, cid: null };
  const setting = siteSetting(bootstrap, siteSettingKeys.sportsbookUrl);
  const visitor = usableAddress(setting, allowed, origin);
  return visitor ? { url: visitor, token: null, cid: null } : null;
}

/** The frame's address for this player (or visitor) and route, or null when there is none. */
export function sportsbookAddress(
  session: AuthData | null,
  bootstrap: Bootstrap | null,
  request: SportsbookRequest,
  origin: string = globalThis.location.origin,
): string | null {
  const source = sourceOf(session, bootstrap, origin);
  if (!source) return null;
  const { url } = source;
  url.searchParams.set('page', request.section);
  if (request.shortMenu) url.searchParams.set('menu', 'short');
  url.searchParams.set('lang', request.language);
  if (source.token) url.searchParams.set('token', source.token);
  if (source.cid) url.searchParams.set('cid', source.cid);
  return url.origin === new URL(origin).origin
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}
