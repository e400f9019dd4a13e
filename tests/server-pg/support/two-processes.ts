import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase } from '../../server/support/test-database.ts';
import { pgAdminUrl } from './admin-url.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

// Two servers behind a load balancer: `node server/main.ts` twice, A and B, each in its own
// process on a free port, started at once on one fresh database (seeded, or empty for them to migrate and
// seed), serving a one-page site. An SQL client on that database reads and changes what lies
// behind them. `stop()` stops both with SIGTERM, drops the database and answers their exit codes.
export interface TwoProcesses {
  a: ServerProcess;
  b: ServerProcess;
  sql: pg.Client;
  stop(): Promise<Array<number | null>>;
}

/** A port nothing listens on, as the system hands one out; held until `release()`. */
function holdFreePort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () =>
      resolve({
        port: (probe.address() as { port: number }).port,
        release: () => new Promise((closed) => probe.close(() => closed())),
      }),
    );
    probe.once('error', reject);
  });
}

export async function startTwoProcesses(options: {
  /** Names the temporary site folder. */
  name: string;
  seeded: boolean;
  /** More of the servers' environment. */
  env?: Record<string, string>;
}): Promise<TwoProcesses> {
  const database = await createTestDatabase(pgAdminUrl(), { seeded: options.seeded });
  const siteDir = mkdtempSync(join(tmpdir(), `${options.name}-site-`));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Casino</title>');
  const removeAll = async () => {
    await database.drop();
    rmSync(siteDir, { recursive: true, force: true });
  };
  const env = {
    DATABASE_URL: database.url,
    SERVER_SECRET: randomBytes(32).toString('base64url'),
    SITE_DIR: siteDir,
    ...options.env,
  };
  // Both held at once, so the system cannot hand out the same port twice.
  const held = [await holdFreePort(), await holdFreePort()];
  await Promise.all(held.map((port) => port.release()));
  const ports = held.map((port) => port.port);
  const started = await Promise.allSettled(
    (['A', 'B'] as const).map((name, index) =>
      startServerProcess({ name, port: ports[index] as number, env }),
    ),
  );
  const failed = started.find((start) => start.status === 'rejected');
  if (failed) {
    for (const start of started) if (start.status === 'fulfilled') await start.value.stop();
    await removeAll();
    throw failed.reason;
  }
  const [a, b] = started.map((start) => (start as PromiseFulfilledResult<ServerProcess>).value) as [
    ServerProcess,
    ServerProcess,
  ];
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  return {
    a,
    b,
    sql,
    async stop() {
      await sql.end();
      const codes = await Promise.all([a.stop(), b.stop()]);
      await removeAll();
      return codes;
    },
  };
}
