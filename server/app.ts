import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import routes from '../generated/server/routes.ts';
import type { AppEnv } from './http/context.ts';
import { envelopeBody } from './http/envelope.ts';
import { onError } from './http/errors.ts';
import { localeFrom, translator } from './i18n/i18n.ts';
import type { Services } from './services.ts';

// The server's HTTP side: every operation of the contract under /api (routes and validators
// generated from openapi/, handlers in server/handlers/), then whatever `extra` mounts (the site,
// the demo providers, dev pages). The hub's WebSocket is attached to the Node server in main.ts.
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
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HTTPException(413);
      },
    }),
  );
  app.route('/api', routes);
  app.all('/api/*', (c) => c.json(envelopeBody(c.get('t')('common:notFound')), 404));
  extra?.(app);
  return app;
}
