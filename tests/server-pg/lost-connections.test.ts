// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdmin } from '../../scripts/postgres/databases.ts';
import { startTestServer, type TestServer } from '../server/support/test-server.ts';
import { pgAdminUrl } from './support/admin-url.ts';
import { until } from './support/until.ts';

// PostgreSQL may end the connections the server keeps open between queries: a restart, a
// failover, an administrator, a database dropped with its sessions. The server drops those
// connections, opens new ones when it needs them and goes on answering; it does not stop.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function balance(token: string): Promise<number> {
  const answer = await server.call<{ balance: number }>('/user/balance', undefined, {
    token,
    method: 'GET',
  });
  return answer.data.balance;
}

/** The pids of the sessions PostgreSQL lists, where `condition` holds for `value` ($1). */
async function sessionsWhere(condition: string, value: unknown): Promise<number[]> {
  return withAdmin(pgAdminUrl(), async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where ${condition}`,
      [value],
    );
    return rows.map((row) => row.pid);
  });
}

describe('connections PostgreSQL ends', () => {
  it('are replaced, and the server goes on answering', async () => {
    const token = await server.login();
    expect(await balance(token)).toBe(1250.75);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
      server.services.db,
    );
    const database = rows[0]?.name ?? '';
    const pids = await sessionsWhere('datname = $1', database);
    expect(pids.length).toBeGreaterThan(0);

    await withAdmin(pgAdminUrl(), (client) =>
      client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]),
    );
    // Each ended session has told its connection so before it went.
    await until(
      'the ended sessions gone',
      async () => ((await sessionsWhere('pid = any($1)', pids)).length === 0 ? true : undefined),
      { withinMs: 10_000, everyMs: 50 },
    );

    expect(await balance(token)).toBe(1250.75);
  });
});
