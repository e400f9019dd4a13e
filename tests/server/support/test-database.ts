import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase } from '../../../scripts/postgres/databases.ts';
import { createSeededDatabase } from './seeded-template.ts';

// One PostgreSQL database per test server on the PG_ADMIN_URL server, dropped when the server
// closes. Names carry the run (PG_TEST_RUN, set by the PostgreSQL suite's global setup, which
// drops whatever a failed test left), the worker and a random part, so no two ever meet.
export const TEST_DATABASE_PREFIX = 'casino_test_';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(
  adminUrl: string,
  options: { seeded: boolean },
): Promise<TestDatabase> {
  const run = process.env.PG_TEST_RUN ?? 'adhoc';
  const name = `${TEST_DATABASE_PREFIX}${run}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = options.seeded
    ? await createSeededDatabase(adminUrl, name)
    : await createDatabase(adminUrl, name);
  return { url, drop: () => dropDatabase(adminUrl, name) };
}
