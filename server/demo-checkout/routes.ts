import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/context.ts';
import { translator, type Locale } from '../i18n/i18n.ts';
import { cancelDeposit, confirmDeposit, depositByCheckoutRef } from '../payments/deposits.ts';
import type { Services } from '../services.ts';
import { CHECKOUT_PATH } from './address.ts';
import { resumeAutoConfirm } from './auto-confirm.ts';
import { checkoutPage, notFoundPage } from './page.ts';

// The demo payment provider, on the site's own origin: GET /demo/checkout?payment=<reference>
// shows a deposit's payment page; its forms post to /demo/checkout/confirm and /cancel, which
// settle the deposit (once: a deposit no longer waiting is left as it is) and come back to the
// page. The reference is the random one the deposit answer's address carries, never the row's id.
// Mounting it also resumes the provider's own confirmations (auto-confirm.ts).
const STYLE = readFileSync(join(import.meta.dirname, 'checkout.css'), 'utf8');

// The page's own policy: no script at all, its style file, forms only to the server, no frame.
const PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The address holds the reference: the page is never stored.
  'Cache-Control': 'no-store',
};
const MAX_FORM_BYTES = 4 * 1024;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

function page(c: AnyContext, html: string, status: 200 | 404 = 200) {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
  return c.html(html, status);
}

const visitorLocale = (c: AnyContext): Locale =>
  c.req.header('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'tr';

export function demoCheckoutRoutes(app: Hono<AppEnv>, services: Services): void {
  app.get(`${CHECKOUT_PATH}.css`, (c) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  app.get(CHECKOUT_PATH, async (c) => {
    const ref = c.req.query('payment') ?? '';
    const payment = await depositByCheckoutRef(services.db, ref);
    if (!payment) return page(c, notFoundPage(translator(visitorLocale(c)), visitorLocale(c)), 404);
    return page(c, checkoutPage(translator(payment.locale), payment, ref));
  });

  for (const action of ['confirm', 'cancel'] as const) {
    app.post(
      `${CHECKOUT_PATH}/${action}`,
      bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text('Payload Too Large', 413) }),
      async (c) => {
        const form = await c.req.parseBody();
        const ref = typeof form.payment === 'string' ? form.payment : '';
        const payment = await depositByCheckoutRef(services.db, ref);
        if (!payment)
          return page(c, notFoundPage(translator(visitorLocale(c)), visitorLocale(c)), 404);
        if (action === 'confirm') await confirmDeposit(services, payment.id);
        else await cancelDeposit(services, payment.id);
        // Back to the page (303: a reload does not post again), which shows the outcome.
        return c.redirect(`${CHECKOUT_PATH}?payment=${encodeURIComponent(ref)}`, 303);
      },
    );
  }

  services.timers.track(
    resumeAutoConfirm(services).catch((error: unknown) =>
      services.logger.error({ err: error }, 'resuming deposit confirmations failed'),
    ),
  );
}
