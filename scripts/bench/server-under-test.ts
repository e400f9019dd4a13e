import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { createDatabase, dropDatabase } from '../postgres/databases.ts';
import { startServer, type RunningServer } from '../server/start-server.ts';
import type { EngineName } from './options.ts';

// The server the bench drives: `node server/main.ts` as its own process, as an operator runs it
// (LOG_LEVEL=warn), over a database made for the run: a fresh DATA_DIR in a temporary folder for
// the embedded engine, a fresh database for PostgreSQL (there in production mode, which needs
// it). The bench knows the server's secret, as the game provider shares the wallet's key.
export interface ServerUnderTest {
  engine: EngineName;
  url: string;
  pid: number;
  secret: string;
  /** Where the data is: the folder or the database's name. */
  where: string;
  /** The PostgreSQL database's name and address (null on the embedded engine). */
  databaseName: string | null;
  databaseUrl: string | null;
  /** Stops the server (SIGTERM: it finishes and exits, writing its CPU profile if asked). */
  stop(): Promise<void>;
  /** The database, opened by the bench once the server has stopped. */
  openDatabase(): Promise<DatabaseHandle>;
  /** Deletes the folder or drops the database. */
  remove(): Promise<void>;
}

export async function startServerUnderTest(options: {
  engine: EngineName;
  port: number;
  /** PostgreSQL's admin address (the postgres engine only). */
  adminUrl?: string;
  /** A folder for the server's CPU profile; none: not profiled. */
  profileDir?: string;
}): Promise<ServerUnderTest> {
  const secret = randomBytes(32).toString('hex');
  const env: Record<string, string> = { LOG_LEVEL: 'warn', SERVER_SECRET: secret };
  if (options.profileDir) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${options.profileDir}`;
  let where: string;
  let databaseName: string | null = null;
  let databaseUrl: string | null = null;
  let remove: () => Promise<void>;
  if (options.engine === 'pglite') {
    where = mkdtempSync(join(tmpdir(), 'casino-bench-'));
    env.DATA_DIR = where;
    env.NODE_ENV = 'development';
    remove = async () => rmSync(where, { recursive: true, force: true });
  } else {
    const adminUrl = options.adminUrl;
    if (!adminUrl) throw new Error('the postgres engine needs an admin URL');
    const name = `bench_casino_${process.pid}`;
    await dropDatabase(adminUrl, name);
    databaseUrl = await createDatabase(adminUrl, name);
    where = name;
    databaseName = name;
    env.DATABASE_URL = databaseUrl;
    env.NODE_ENV = 'production';
    remove = () => dropDatabase(adminUrl, name);
  }
  let server: RunningServer;
  try {
    server = await startServer({ port: options.port, env });
  } catch (error) {
    await remove();
    throw error;
  }
  const dataDir = where;
  return {
    engine: options.engine,
    url: server.url,
    pid: server.process.pid ?? 0,
    secret,
    where,
    databaseName,
    databaseUrl,
    stop: () => server.stop(),
    openDatabase: () => openDatabase({ databaseUrl, dataDir }),
    remove,
  };
}
