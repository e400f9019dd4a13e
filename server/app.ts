import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import routes from '../generated/server/routes.ts';
import { wellFormedText } from './abuse/well-formed-text.ts';
import { accessLog } from './http/access-log.ts';
import { tOf, type AppEnv } from './http/context.ts';
import { envelopeBody } from './http/envelope.ts';
import { onError } from './http/errors.ts';
import { rateLimits } from './http/rate-limit.ts';
import { localeFrom, translator } from './i18n/i18n.ts';
import type { Services } from './services.ts';

// The server's HTTP side: every operation of the contract under /api (routes and validators
// generated from openapi/, handlers in server/handlers/), then whatever `extra` mounts (the site,
// the demo providers, dev pages). The hub's WebSocket is attached to the Node server in main.ts.
// In front of the operations, in this order: a body over 64 KB is refused (413), text that
// PostgreSQL could not store as sent is refused (400), and the rate limits count (429).
export const MAX_BODY_BYTES = 64 * 1024;

export function createApp(services: Services, extra?: (app: Hono<AppEnv>) => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const locale = localeFrom(c.req.header('x-locale'));
    c.set('services', services);
    c.set('locale', locale);
    c.set('t', translator(locale));
    await next();
  });
  app.onError(onError);
  app.use(accessLog());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          envelopeBody(tOf(c)('limits:bodyTooLarge', { kilobytes: MAX_BODY_BYTES / 1024 })),
          413,
        ),
    }),
  );
  app.use('/api/*', wellFormedText());
  app.use('/api/*', rateLimits());
  app.route('/api', routes);
  app.all('/api/*', (c) => c.json(envelopeBody(c.get('t')('common:notFound')), 404));
  extra?.(app);
  return app;
}
