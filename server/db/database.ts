import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pglitePool } from './pglite-pool.ts';
import type { Database } from './schema.ts';

// One typed query layer (Kysely) over both engines: PostgreSQL through `pg` when DATABASE_URL is
// set, embedded PostgreSQL (PGlite) in a folder otherwise. Same SQL, same migrations.
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** The embedded database's files as one archive (tests start from a seeded copy). */
  dump?(): Promise<Blob>;
}

// Money is stored as integer cents (bigint); both drivers hand such columns back as numbers.
// Cents stay exact far beyond any balance (Number is exact up to 2^53).
const INT8 = 20;
const NUMERIC = 1700;

export async function openDatabase(
  options: {
    databaseUrl: string | null;
    dataDir: string;
    /** Told when PostgreSQL ended a connection the pool kept open between queries. */
    onLostConnection?: (error: Error) => void;
  },
  /** An archive from `dump()` to start an in-memory embedded database from. */
  snapshot?: Blob,
): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format as 'text'),
      },
    });
    // PostgreSQL may end a connection the pool keeps between queries (a restart, a failover, an
    // administrator, the database dropped). The pool has dropped it already and opens another when
    // a query needs one. Unheard, that error event would stop the whole process.
    pool.on('error', (error) => options.onLostConnection?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const lite = await PGlite.create(inMemory ? undefined : options.dataDir, {
    parsers: { [types.INT8]: Number, [types.NUMERIC]: Number },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(lite) }) });
  return { db, engine: 'pglite', close: () => db.destroy(), dump: () => lite.dumpDataDir('none') };
}
