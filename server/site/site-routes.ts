import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { securityHeaders } from '../../security-headers.ts';
import type { AppEnv } from '../http/context.ts';
import type { Services } from '../services.ts';

// The built site (vite build → dist/) on the server's own origin, beside ./api and ./hub: the
// files as they are, every other address answered with index.html (the site routes in the
// browser), every page with the site's security headers. The page's inline code is allowed by
// its hash, read from the built index.html, so no nonce is needed. Violation reports the policy
// sends are collected at /csp-reports and logged.
const SERVER_PATHS = /^\/(api|hub|demo|dev)(\/|$)/;
const MAX_REPORT_BYTES = 16 * 1024;

export function siteRoutes(app: Hono<AppEnv>, services: Services): void {
  const root = services.config.siteDir;
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`The site is not built: ${indexFile} is missing (run npm run build).`);
  const html = readFileSync(indexFile, 'utf8');
  const headers = securityHeaders({
    mode: 'production',
    html,
    framesOwnOrigin: true,
    reportUrl: services.config.cspReportUrl,
  });

  app.post('/csp-reports', async (c) => {
    const text = (await c.req.text()).slice(0, MAX_REPORT_BYTES);
    services.logger.warn({ report: text }, 'content security policy report');
    return c.body(null, 204);
  });
  app.use('*', async (c, next) => {
    await next();
    if (SERVER_PATHS.test(c.req.path)) return;
    for (const [name, value] of Object.entries(headers))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    // Built assets carry their content hash in their names: cached for a year; the page never.
    c.res.headers.set(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => (SERVER_PATHS.test(c.req.path) ? c.notFound() : c.html(html)));
}
