import type pg from 'pg';
import { createDatabase, databaseUrl, withAdmin } from '../../../scripts/postgres/databases.ts';
import { boot } from '../../../server/boot.ts';
import { readConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';
import { sourceKey } from './seeded-snapshot.ts';

// On PostgreSQL the seeded database every test server starts from is a template database, named
// like the embedded archive by the day and a hash of the sources, and copied with CREATE DATABASE
// ... TEMPLATE (a file copy, far quicker than seeding). Test workers and other runs on the same
// server may ask at once: an advisory lock lets one build it while the others wait, and it is
// built under a temporary name and renamed when whole, so a killed build leaves nothing usable.
const PREFIX = 'casino_seed_';
const LOCK = "hashtext('casino seeded template')";
/** Templates of other sources or days kept for runs that may still be copying them. */
const KEEP = 3;

async function exists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  return rowCount === 1;
}

async function build(adminUrl: string, client: pg.Client, name: string): Promise<void> {
  const partial = `${name}_build`;
  await client.query(`drop database if exists "${partial}" with (force)`);
  await client.query(`create database "${partial}"`);
  const booted = await boot({
    config: { ...readConfig({}), databaseUrl: databaseUrl(adminUrl, partial) },
    logger: createLogger('silent'),
  });
  await booted.database.close();
  await client.query(`alter database "${partial}" rename to "${name}"`);
}

// Older templates go, except the newest few; one being copied right now is left (DROP without
// FORCE refuses), and a run that finds its template gone builds it again.
async function prune(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1) order by oid desc',
    [PREFIX],
  );
  const templates = rows.map((row) => row.datname).filter((name) => !name.endsWith('_build'));
  for (const datname of templates.slice(KEEP)) {
    await client.query(`drop database if exists "${datname}"`).catch(() => undefined);
  }
}

/** The name of the seeded template for today's sources, built when missing. */
export async function seededTemplate(adminUrl: string): Promise<string> {
  const name = `${PREFIX}${sourceKey().replaceAll('-', '_')}`;
  return withAdmin(adminUrl, async (client) => {
    await client.query(`select pg_advisory_lock(${LOCK})`);
    try {
      if (!(await exists(client, name))) {
        await build(adminUrl, client, name);
        await prune(client);
      }
      return name;
    } finally {
      await client.query(`select pg_advisory_unlock(${LOCK})`);
    }
  });
}

const MISSING_DATABASE = '3D000';

/** Creates `name` as a copy of the seeded template and returns its URL. */
export async function createSeededDatabase(adminUrl: string, name: string): Promise<string> {
  try {
    return await createDatabase(adminUrl, name, { template: await seededTemplate(adminUrl) });
  } catch (error) {
    // Pruned by another run between the check and the copy: built again, copied once more.
    if ((error as { code?: string }).code !== MISSING_DATABASE) throw error;
    return createDatabase(adminUrl, name, { template: await seededTemplate(adminUrl) });
  }
}
