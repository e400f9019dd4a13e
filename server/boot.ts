import type { Hono } from 'hono';
import { sql } from 'kysely';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { AppEnv } from './http/context.ts';
import { startFanOut, type FanOut, type LocalHub } from './hub/fan-out.ts';
import type { Logger } from './logger.ts';
import { seedDatabase } from './seed/index.ts';
import { silentHub, type HubPort, type Services } from './services.ts';
import { createTimers } from './timers.ts';

// Opens the database, brings it to the newest migration, seeds it when empty, and builds the
// app over it. main.ts adds the site and the hub; tests call it with an in-memory database.
export interface Booted {
  app: Hono<AppEnv>;
  services: Services;
  database: DatabaseHandle;
  applied: string[];
  seeded: boolean;
  /** The hub's link to the other servers on the same PostgreSQL, when asked for. */
  fanOut: FanOut | null;
  /** Stops the fan-out and closes the database. */
  close(): Promise<void>;
}

/**
 * The key of the session-level advisory lock the servers of one database take around migrating
 * and seeding, so that servers starting together do it one at a time: the first does the work,
 * the next finds it done. PostgreSQL releases the lock when its holder's connection ends, a
 * server that dies while holding it included.
 */
export const START_LOCK_KEY = 0x636173696e6f; // "casino"

async function oneServerAtATime<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  // The embedded database belongs to this process alone (and has one connection, which the
  // lock would hold while the work waits for it).
  if (database.engine !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK_KEY})`.execute(connection);
    }
  });
}

export async function boot(options: {
  config: ServerConfig;
  logger: Logger;
  hub?: HubPort;
  /**
   * The server's own hub connections, shared with every server on the same PostgreSQL: pushes
   * and session ends made here reach connections there, and theirs reach these (listen.ts).
   * On the embedded database, which one process owns, it is this server's hub alone.
   */
  sharedHub?: LocalHub;
  now?: () => Date;
  seed?: boolean;
  /** Start from this archive of an embedded database (tests: a seeded copy). */
  snapshot?: Blob;
  extra?: (app: Hono<AppEnv>, services: Services) => void;
}): Promise<Booted> {
  const { config, logger } = options;
  // Not the whole error: the pool hangs the connection, with its settings, on it.
  const onLostConnection = (error: Error & { code?: string }) =>
    logger.warn({ code: error.code, reason: error.message }, 'database pool lost a connection');
  const database = await openDatabase({ ...config, onLostConnection }, options.snapshot);
  const local = options.sharedHub ?? options.hub ?? silentHub;
  const base = {
    db: database.db,
    config,
    logger,
    now: options.now ?? (() => new Date()),
    timers: createTimers(),
  };
  const { applied, seeded } = await oneServerAtATime(database, async () => {
    const applied = await migrate(database.db);
    const seeded = options.seed === false ? false : await seedDatabase({ ...base, hub: local });
    return { applied, seeded };
  });
  let fanOut: FanOut | null = null;
  if (options.sharedHub && database.engine === 'postgres' && config.databaseUrl) {
    try {
      fanOut = await startFanOut({
        connectionString: config.databaseUrl,
        db: database.db,
        local: options.sharedHub,
        logger,
      });
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const services: Services = { ...base, hub: fanOut ?? local };
  const app = createApp(services, (app) => options.extra?.(app, services));
  return {
    app,
    services,
    database,
    applied,
    seeded,
    fanOut,
    async close() {
      await services.timers.stop();
      await fanOut?.stop();
      await database.close();
    },
  };
}
