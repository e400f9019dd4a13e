import pg from 'pg';

// Databases on a PostgreSQL server where tests may create and drop them (PG_ADMIN_URL). Names are
// plain identifiers (lower-case letters, digits, underscores), so they are quoted as they are.
const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function identifier(name: string): string {
  if (!NAME.test(name)) throw new Error(`not a database name tests may use: ${name}`);
  return `"${name}"`;
}

/** The admin URL with its database replaced by `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${identifier(name).slice(1, -1)}`;
  return url.toString();
}

/** The URL without its password, to print. */
export function printableUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Runs `work` on one connection to the admin database, closed afterwards. */
export async function withAdmin<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database (a copy of `template` when given) and returns its URL. */
export async function createDatabase(
  adminUrl: string,
  name: string,
  options: { template?: string } = {},
): Promise<string> {
  const template = options.template ? ` template ${identifier(options.template)}` : '';
  await withAdmin(adminUrl, (client) =>
    client.query(`create database ${identifier(name)}${template}`),
  );
  return databaseUrl(adminUrl, name);
}

/**
 * Drops the database if it exists. PostgreSQL waits a few seconds for sessions that are ending
 * (a pool just closed); `force` ends sessions still open instead of failing.
 */
export async function dropDatabase(
  adminUrl: string,
  name: string,
  options: { force?: boolean } = {},
): Promise<void> {
  const force = options.force ? ' with (force)' : '';
  await withAdmin(adminUrl, (client) =>
    client.query(`drop database if exists ${identifier(name)}${force}`),
  );
}

/** Names of the databases that start with `prefix`, oldest first. */
export async function databasesNamed(adminUrl: string, prefix: string): Promise<string[]> {
  const { rows } = await withAdmin(adminUrl, (client) =>
    client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) order by oid',
      [prefix],
    ),
  );
  return rows.map((row) => row.datname);
}
