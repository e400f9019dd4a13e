import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { isSessionOpen } from './accounts/sessions.ts';
import { boot, type Booted } from './boot.ts';
import type { ServerConfig } from './config.ts';
import type { AppEnv } from './http/context.ts';
import { readHubToken } from './hub/hub-tokens.ts';
import { createHub, type Hub } from './hub/hub.ts';
import type { Logger } from './logger.ts';
import type { Services } from './services.ts';

// The whole server on one port: the app (./api and whatever `extra` mounts) and the hub's
// WebSocket, which opens for a valid hub token (POST /auth/hubtoken) of a session still open.
// On PostgreSQL the hub is shared with every server on the same database (hub/fan-out.ts).
export interface Listening {
  url: string;
  booted: Booted;
  hub: Hub;
  close(): Promise<void>;
}

export async function listen(options: {
  config: ServerConfig;
  logger: Logger;
  now?: () => Date;
  extra?: (app: Hono<AppEnv>, services: Services) => void;
}): Promise<Listening> {
  const { config, logger } = options;
  const now = options.now ?? (() => new Date());
  // The hub is built before the services it reads, which are built with it.
  const ready: { services?: Services } = {};
  const hub = createHub({
    authenticate: async (token) => {
      const identity = readHubToken(config.secret, token, now());
      if (!identity || !ready.services) return null;
      return (await isSessionOpen(ready.services, identity.sessionId)) ? identity : null;
    },
    logger,
  });
  const booted = await boot({ config, logger, sharedHub: hub, now, extra: options.extra });
  ready.services = booted.services;
  const server = serve({ fetch: booted.app.fetch, hostname: config.host, port: config.port });
  server.on('upgrade', (request, socket, head) => {
    if (!hub.handleUpgrade(request, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    booted,
    hub,
    async close() {
      await hub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await booted.close();
    },
  };
}
