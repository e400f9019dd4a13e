// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Both engines behave as PostgreSQL does where the money depends on it: a transaction in which a
// statement failed is never reported as committed, even when the code went on after the error.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await sql`create table probe (cents integer not null check (cents >= 0))`.execute(
    server.services.db,
  );
});
afterAll(() => server.close());

describe('the database engine', () => {
  it('is PostgreSQL when PG_ADMIN_URL names one, else the embedded one', () => {
    expect(server.engine).toBe(process.env.PG_ADMIN_URL ? 'postgres' : 'pglite');
  });

  it('refuses to commit a transaction whose statement failed, and keeps none of it', async () => {
    const { db } = server.services;
    const committing = db.transaction().execute(async (trx) => {
      await sql`insert into probe values (100)`.execute(trx);
      await sql`insert into probe values (-1)`.execute(trx).catch(() => undefined);
      return 'committed';
    });
    await expect(committing).rejects.toThrow('Transaction was rolled back instead of committed');
    const rows = await sql<{ cents: number }>`select cents from probe`.execute(db);
    expect(rows.rows).toEqual([]);
  });

  it('commits a transaction whose statements all succeeded', async () => {
    const { db } = server.services;
    await db.transaction().execute(async (trx) => {
      await sql`insert into probe values (100)`.execute(trx);
    });
    const rows = await sql<{ cents: number }>`select cents from probe`.execute(db);
    expect(rows.rows).toEqual([{ cents: 100 }]);
  });
});
