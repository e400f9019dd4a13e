import type { AuthData, Bootstrap } from '@generated/api/model';
import { siteSetting, siteSettingKeys } from '@/shared/bootstrap/site-settings';
import { navigationTarget } from '@/shared/navigation/safe-url';

// Where the sportsbook provider's page comes from (issue 5, an assumption of the README):
// - a player: the session's Betsy fields (betsyUrl + betsyToken + betsyCid) when betsyUrl is a
//   usable address, else its Betco fields (betcoUrl + betcoToken), else the visitors' address;
// - a visitor: the site setting `sportsbookurl` (bootstrap siteOption), with no token.
// An address is usable when it is https or a path on this site. The page of the route, the short
// menu, the language and the token travel as query parameters.

export type SportsSection = 'sports' | 'live' | 'esports';

export interface SportsbookRequest {
  section: SportsSection;
  /** The /fcg short-menu variant. */
  shortMenu: boolean;
  language: string;
}

/** The address as a frame may load it: https, or a path on this site; else null. */
export function usableAddress(
  raw: string | null | undefined,
  origin: string = globalThis.location.origin,
): URL | null {
  const target = navigationTarget(raw, origin);
  if (!target) return null;
  if (target.kind === 'internal') return new URL(target.path, origin);
  const url = new URL(target.href);
  return url.protocol === 'https:' ? url : null;
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
  const betsy = usableAddress(session?.betsyUrl, origin);
  if (session && betsy) return { url: betsy, token: session.betsyToken, cid: session.betsyCid };
  const betco = usableAddress(session?.betcoUrl, origin);
  if (session && betco) return { url: betco, token: session.betcoToken, cid: null };
  const visitor = usableAddress(siteSetting(bootstrap, siteSettingKeys.sportsbookUrl), origin);
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
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
