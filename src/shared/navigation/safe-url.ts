// URLs that arrive in data (popups, banners, menus, site settings) are checked before the site
// navigates to them or opens them: only same-site paths and http(s) addresses are followed.

export type NavigationTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/** Where a data URL leads, or null when it must not be followed (javascript:, data:, garbage). */
export function navigationTarget(
  raw: string | null | undefined,
  origin: string = globalThis.location.origin,
): NavigationTarget | null {
  const value = raw?.trim();
  if (!value || value === '#') return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

/** An http(s) address to open in a new tab or window, or null. */
export function externalHref(raw: string | null | undefined): string | null {
  const target = navigationTarget(raw);
  if (!target) return null;
  return target.kind === 'external'
    ? target.href
    : new URL(target.path, globalThis.location.origin).href;
}

/** Opens the call-centre (call-back) form of site setting `callcenterform` in a new window (spec 2.2, 2.3). */
export function openCallCentreForm(address: string | null): boolean {
  const href = externalHref(address);
  if (!href) return false;
  globalThis.open(href, '_blank', 'noopener,noreferrer,width=480,height=720');
  return true;
}
