import type { Context } from 'hono';

// The address of a deposit's payment page, on the site's own origin: the page the site is served
// from, as the browser names it (the request's Origin), else the address the request came to.
// The site opens an answer's address only on its own origin or a listed provider's, and only an
// absolute address (one starting with http), so a relative one would not do.
export const CHECKOUT_PATH = '/demo/checkout';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

export function checkoutAddress(c: AnyContext, ref: string): string {
  const origin = originOf(c.req.header('origin')) ?? new URL(c.req.url).origin;
  const url = new URL(CHECKOUT_PATH, origin);
  url.searchParams.set('payment', ref);
  return url.href;
}
