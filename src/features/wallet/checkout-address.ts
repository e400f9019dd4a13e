import { externalHref } from '@/shared/navigation/safe-url';

/**
 * The payment page of a deposit answer (spec 4: "a string starting with http" opens in a new
 * tab), or null to show the server's message instead. The address must pass the site's one URL
 * check (issue 17, section 6): https, normalised; a page of the site itself is allowed (mock
 * mode's checkout page on a plain-http development origin). Plain http elsewhere, user names
 * before the host and anything that only starts with the letters "http" are refused.
 */
export function checkoutAddress(
  data: unknown,
  origin: string = globalThis.location.origin,
): string | null {
  if (typeof data !== 'string' || !/^https?:/i.test(data.trim())) return null;
  return externalHref(data, origin);
}
