import { postgresAdminUrl, type RunningPostgres } from '../postgres/cluster.ts';
import { withAdmin } from '../postgres/databases.ts';
import { benchEngine, type EngineResult } from './bench-engine.ts';
import { CORES, idleCheck } from './cpu.ts';
import { mixLine } from './mix.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { pgbenchCeiling, type PgbenchLevel } from './pgbench.ts';
import { PGBENCH_HEADER, pgbenchRow, SHARE_HEADER, shareRows } from './report.ts';
import { engineSummary, ENGINE_TITLES } from './summary.ts';

// `npm run bench:server`: the reference server under a realistic mix of player actions at rising
// concurrency, on the embedded database and on PostgreSQL, beside pgbench's TPC-B-like ceiling
// on the same PostgreSQL, then every invariant of the money. Prints the figures beside their
// targets (PostgreSQL: spins/s at least half of pgbench's best tps, p99 under 50 ms where spins
// peak, no error, every invariant true); only errors, a broken invariant or an unaccounted
// answer fail it (exit 1), never a timing.
const log = (line = '') => console.log(line);

async function postgresVersion(adminUrl: string): Promise<string> {
  return withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    );
    return rows[0]?.version ?? '?';
  });
}

async function main(options: BenchOptions): Promise<boolean> {
  const busy = await idleCheck();
  log(`bench:server on ${CORES} cores, Node ${process.version}`);
  log(`machine busy before the run: ${busy.toFixed(0)} % (figures are noisy if this is high)`);
  log(`mix: ${mixLine()}`);
  log(
    `levels: ${options.levels.join(', ')} clients, ${options.levelSeconds} s each after a ${options.warmupSeconds} s warm-up; ${options.players} players`,
  );
  const wantsPostgres = options.engines.includes('postgres') || options.pgbench !== null;
  let cluster: RunningPostgres | null = null;
  if (wantsPostgres) {
    cluster = await postgresAdminUrl();
    if (!cluster && options.engines.includes('postgres'))
      throw new Error('No PostgreSQL: set PG_ADMIN_URL or install PostgreSQL 15.');
    if (cluster)
      log(
        `PostgreSQL ${await postgresVersion(cluster.adminUrl)} at ${new URL(cluster.adminUrl).host}`,
      );
  }
  try {
    const results: EngineResult[] = [];
    for (const engine of options.engines) {
      log();
      log(`== ${ENGINE_TITLES[engine]}`);
      const result = await benchEngine(options, engine, cluster?.adminUrl, log);
      for (const section of result.profile) log(`\n${section}`);
      results.push(result);
    }
    let pgbench: PgbenchLevel[] = [];
    if (options.pgbench && cluster) {
      log();
      log(`== pgbench, TPC-B-like, on the same PostgreSQL (${options.pgbench.seconds} s a level)`);
      pgbench = await pgbenchCeiling({
        adminUrl: cluster.adminUrl,
        levels: options.levels,
        ...options.pgbench,
        log,
      });
      log(PGBENCH_HEADER);
      for (const level of pgbench) log(pgbenchRow(level));
      const postgres = results.find((result) => result.engine === 'postgres');
      if (postgres) {
        log();
        log('Spins per second on PostgreSQL beside pgbench at the same clients:');
        log(SHARE_HEADER);
        for (const row of shareRows(postgres.levels, pgbench)) log(row);
      }
    }
    log();
    log('== Summary (timings are information, not a gate)');
    return results.map((result) => engineSummary(result, pgbench, log)).every(Boolean);
  } finally {
    await cluster?.stop();
  }
}

let options: BenchOptions | 'help';
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (options === 'help') {
  console.log(USAGE);
} else {
  process.exitCode = (await main(options)) ? 0 : 1;
}
