import { externalHref } from '@/shared/navigation/safe-url';

/**
 * The origin an entry of the settings' payment origins names: https, a host and at most a port
 * (case and a trailing slash aside). An entry with a path, a query or a user name names no
 * origin, and is ignored rather than widened to its host.
 */
function httpsOrigin(entry: string): string | null {
  try {
    const url = new URL(entry.trim());
    return url.protocol === 'https:' && url.href === `${url.origin}/` ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The payment page of a deposit answer ("a string starting with http" opens in a new
 * tab), or null to show the server's message instead. The address must pass the site's one URL
 * check (https, normalised, no user name before the host) and be on the site itself (mock
 * mode's checkout page, also on a plain-http development origin) or on one of the payment
 * providers' origins the site settings list (`paymentOrigins`), compared exactly: a subdomain
 * of a listed origin, another port, a look-alike host (punycode included) and plain http are
 * refused, as is anything that only starts with the letters "http".
 */
export function checkoutAddress(
  data: unknown,
  paymentOrigins: readonly string[] | undefined,
  origin: string = globalThis.location.origin,
): string | null {
  if (typeof data !== 'string' || !/^https?:/i.test(data.trim())) return null;
  const href = externalHref(data, origin);
  if (!href) return null;
  const target = new URL(href).origin;
  if (target === new URL(origin).origin) return href;
  const allowed = (paymentOrigins ?? []).map(httpsOrigin);
  return allowed.includes(target) ? href : null;
}
