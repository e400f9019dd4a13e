import type { MiddlewareHandler } from 'hono';
import { servicesOf, type AppEnv } from './context.ts';

// One debug line per request (LOG_LEVEL=debug): method, path, status and milliseconds. Only the
// path is logged, never the query (the hub's address carries its token there) nor a header.
export function accessLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { logger } = servicesOf(c);
    if (!logger.isLevelEnabled('debug')) return next();
    const started = performance.now();
    await next();
    logger.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
