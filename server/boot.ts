import type { Hono } from 'hono';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { AppEnv } from './http/context.ts';
import type { Logger } from './logger.ts';
import { seedDatabase } from './seed/index.ts';
import { silentHub, type HubPort, type Services } from './services.ts';

// Opens the database, brings it to the newest migration, seeds it when empty, and builds the
// app over it. main.ts adds the site and the hub; tests call it with an in-memory database.
export interface Booted {
  app: Hono<AppEnv>;
  services: Services;
  database: DatabaseHandle;
  applied: string[];
  seeded: boolean;
}

export async function boot(options: {
  config: ServerConfig;
  logger: Logger;
  hub?: HubPort;
  now?: () => Date;
  seed?: boolean;
  /** Start from this archive of an embedded database (tests: a seeded copy). */
  snapshot?: Blob;
  extra?: (app: Hono<AppEnv>, services: Services) => void;
}): Promise<Booted> {
  const database = await openDatabase(options.config, options.snapshot);
  const applied = await migrate(database.db);
  const services: Services = {
    db: database.db,
    config: options.config,
    logger: options.logger,
    hub: options.hub ?? silentHub,
    now: options.now ?? (() => new Date()),
  };
  const seeded = options.seed === false ? false : await seedDatabase(services);
  const app = createApp(services, (app) => options.extra?.(app, services));
  return { app, services, database, applied, seeded };
}
