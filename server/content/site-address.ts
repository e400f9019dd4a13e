import type { Context } from 'hono';

// The site's own address as the player's browser sees it: the scheme a proxy in front of the
// server reports (x-forwarded-proto) or the request's own, and the host the browser asked for
// (Host). The server serves the site, its demo checkout and its demo games from this one origin.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

export interface SiteAddress {
  /** scheme://host[:port], e.g. https://royalbet.example or http://127.0.0.1:4173. */
  origin: string;
  /** The host name alone, e.g. royalbet.example. */
  hostname: string;
  secure: boolean;
}

export function siteAddressOf(c: AnyContext): SiteAddress {
  const own = new URL(c.req.url);
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const scheme =
    forwarded === 'https' || forwarded === 'http' ? forwarded : own.protocol.slice(0, -1);
  const host = c.req.header('host')?.trim().toLowerCase() || own.host;
  const address = parsedOrigin(scheme, host) ?? parsedOrigin(scheme, own.host) ?? own;
  return {
    origin: address.origin,
    hostname: address.hostname,
    secure: address.protocol === 'https:',
  };
}

// A Host header names a host and at most a port; anything else (a path, a user name) is ignored.
function parsedOrigin(scheme: string, host: string): URL | null {
  if (!host || /[/?#@\\\s]/.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`);
  } catch {
    return null;
  }
}
