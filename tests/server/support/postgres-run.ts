import { randomBytes } from 'node:crypto';
import { databasesNamed, dropDatabase } from '../../../scripts/postgres/databases.ts';
import { TEST_DATABASE_PREFIX } from './test-database.ts';

// Vitest's global setup for a run on PostgreSQL: names the run (the workers it starts inherit
// PG_TEST_RUN and put it in their databases' names) and, at the end, drops every database of
// the run that a failed or interrupted test did not drop itself. Each Vitest project runs it: the
// first names the run, the others keep that name.
let run: string | null = null;

export function setup(): void {
  if (!process.env.PG_ADMIN_URL) return;
  run = process.env.PG_TEST_RUN ??= randomBytes(3).toString('hex');
}

export async function teardown(): Promise<void> {
  const adminUrl = process.env.PG_ADMIN_URL;
  if (!adminUrl || !run) return;
  for (const name of await databasesNamed(adminUrl, `${TEST_DATABASE_PREFIX}${run}_`))
    await dropDatabase(adminUrl, name, { force: true });
}
