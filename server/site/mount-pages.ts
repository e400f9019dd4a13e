import type { Hono } from 'hono';
import { artRoutes } from '../content/art-routes.ts';
import { demoCheckoutRoutes } from '../demo-checkout/routes.ts';
import { demoGameRoutes } from '../demo-games/routes.ts';
import { outboxRoutes } from '../dev/outbox.ts';
import type { AppEnv } from '../http/context.ts';
import type { Services } from '../services.ts';
import { demoPages } from './demo-pages.ts';
import { siteRoutes } from './site-routes.ts';

// What the server serves besides ./api: the demo providers, the development pages (never in
// production) and, last, the built site with its fallback to index.html.
export function mountPages(app: Hono<AppEnv>, services: Services): void {
  demoCheckoutRoutes(app, services);
  demoGameRoutes(app, services);
  artRoutes(app, services);
  demoPages(app);
  if (!services.config.production) outboxRoutes(app, services);
  siteRoutes(app, services);
}
