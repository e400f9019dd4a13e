// The one check for every address that arrives in data (popups, banners, promotions, menus, site
// settings, server HTML, payment and launch answers) before the site links to it, navigates to it,
// opens it or frames it:
// - a same-site address becomes a path with single slashes: `https://<site>//evil.example/x`,
//   `/.//evil.example/x` and `/./\evil.example` are the harmless paths `/evil.example/...`, never
//   the protocol-relative `//evil.example` a link or the router would follow off the site;
// - another host is external and must be https (protocol-relative and backslash forms name another
//   host, so they are external too);
// - anything else (javascript:, vbscript:, data:, file:, blob:, plain http elsewhere, user names or
//   passwords before the host, garbage) is refused.
// It has no dependencies: the first page loads it.

export type NavigationTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/** Where a data URL leads, or null when it must not be followed. */
export function navigationTarget(
  raw: string | null | undefined,
  origin: string = globalThis.location.origin,
): NavigationTarget | null {
  const value = raw?.trim();
  if (!value || value === '#') return null;
  let url: URL;
  let site: string;
  try {
    site = new URL(origin).origin;
    url = new URL(value, `${site}/`);
  } catch {
    return null;
  }
  // A blob: address reports the origin that made it: only http(s) can be a page of the site.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.origin === site) {
    // Dot segments are already resolved; runs of slashes (backslashes count as slashes) collapse.
    const path = url.pathname.replace(/\/{2,}/g, '/');
    return { kind: 'internal', path: `${path}${url.search}${url.hash}` };
  }
  if (url.protocol !== 'https:') return null;
  return { kind: 'external', href: url.href };
}

/** The absolute address of a checked target (a same-site path under `origin`). */
export function absoluteHref(
  target: NavigationTarget,
  origin: string = globalThis.location.origin,
): string {
  return target.kind === 'external' ? target.href : new URL(target.path, origin).href;
}

/** An https (or same-site) address to open in a new tab or window, or null. */
export function externalHref(
  raw: string | null | undefined,
  origin: string = globalThis.location.origin,
): string | null {
  const target = navigationTarget(raw, origin);
  return target ? absoluteHref(target, origin) : null;
}

/** Opens the call-centre (call-back) form of site setting `callcenterform` in a new window. */
export function openCallCentreForm(address: string | null): boolean {
  const href = externalHref(address);
  if (!href) return false;
  globalThis.open(href, '_blank', 'noopener,noreferrer,width=480,height=720');
  return true;
}
