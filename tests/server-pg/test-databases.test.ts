// @vitest-environment node
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withAdmin } from '../../scripts/postgres/databases.ts';
import { startTestServer, type TestServer } from '../server/support/test-server.ts';
import { pgAdminUrl } from './support/admin-url.ts';

// On PostgreSQL every test server has a database of its own: a copy of the seeded template, or,
// for a test with its own clock, one seeded at that clock; close() drops it.
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(options?: { now: Date }): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

async function databaseOf(server: TestServer): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
    server.services.db,
  );
  return rows[0]?.name ?? '';
}

async function databaseExists(name: string): Promise<boolean> {
  return withAdmin(pgAdminUrl(), async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  });
}

/** The demo player's balance as the site reads it. */
async function demoBalance(server: TestServer): Promise<number> {
  const token = await server.login();
  const answer = await server.call<{ balance: number }>('/user/balance', undefined, {
    token,
    method: 'GET',
  });
  return answer.data.balance;
}

describe('test servers on PostgreSQL', () => {
  it('each run on a seeded database of their own, which close() drops', async () => {
    const [one, two] = [await start(), await start()];
    expect([one.engine, two.engine]).toEqual(['postgres', 'postgres']);
    const names = [await databaseOf(one), await databaseOf(two)];
    expect(names[0]).not.toBe(names[1]);
    expect(await demoBalance(one)).toBe(1250.75);
    await one.services.db
      .updateTable('accounts')
      .set({ balance: 0 })
      .where('code', '=', 'wallet')
      .execute();
    expect(await demoBalance(one)).toBe(0);
    expect(await demoBalance(two)).toBe(1250.75);
    await one.close();
    servers.splice(servers.indexOf(one), 1);
    expect(await databaseExists(names[0] ?? '')).toBe(false);
    expect(await databaseExists(names[1] ?? '')).toBe(true);
  });

  it('seed afresh at the clock a test sets', async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const server = await start({ now });
    expect(server.seeded).toBe(true);
    const { latest } = await server.services.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.max('created_at').as('latest'))
      .executeTakeFirstOrThrow();
    expect(new Date(latest as Date).getTime()).toBeLessThanOrEqual(now.getTime());
  });
});
