import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTO_CONFIRM_MS } from '../../server/demo-checkout/auto-confirm.ts';
import { walletKey } from '../../server/demo-games/signature.ts';
import { checkInvariants } from '../../server/money/invariants.ts';
import { accountFor } from './accounting.ts';
import { casinoApi, type Call } from './casino-api.ts';
import { formatProfile, summarizeProfiles } from './cpu-profile.ts';
import { createHttpClient } from './http-client.ts';
import type { BenchOptions, EngineName } from './options.ts';
import { noBackends, watchBackends } from './pg-backends.ts';
import { formatStatements, resetStatements, topStatements } from './pg-statements.ts';
import { formatWaits, sampleWaits, type WaitSampler } from './pg-waits.ts';
import { preparePlayers } from './players.ts';
import { kindTable, LEVEL_HEADER, levelRow, peakOf } from './report.ts';
import { runLevel, type LevelResult } from './run-level.ts';
import { startServerUnderTest } from './server-under-test.ts';

// One engine's whole run: a fresh server and database, the players, a short warm-up (the JIT
// and the connection pool), the levels one after the other, then, with the server stopped,
// every invariant of the money and an account of every answered success.
export interface EngineResult {
  engine: EngineName;
  levels: LevelResult[];
  violations: string[];
  unaccounted: string[];
  /** The profile's text (--profile). */
  profile: string[];
}

const microseconds = () => Number(process.hrtime.bigint() / 1000n);
const okCount = (calls: readonly Call[], kind: Call['kind']) =>
  calls.filter((call) => call.kind === kind && call.error === null).length;

export async function benchEngine(
  options: BenchOptions,
  engine: EngineName,
  adminUrl: string | undefined,
  log: (line: string) => void,
): Promise<EngineResult> {
  const started = performance.now();
  const profileDir = options.profile ? mkdtempSync(join(tmpdir(), 'casino-bench-prof-')) : '';
  const server = await startServerUnderTest({
    engine,
    port: options.port,
    adminUrl,
    profileDir: profileDir || undefined,
  });
  log(`server pid ${server.pid} on ${server.url}, data in ${server.where}`);
  const client = createHttpClient(server.url);
  const key = walletKey(server.secret);
  const profile: string[] = [];
  let stopped = false;
  const backends =
    adminUrl && server.databaseName
      ? await watchBackends(adminUrl, server.databaseName)
      : noBackends;
  try {
    const setupCalls: Call[] = [];
    const players = await preparePlayers(
      casinoApi(client, key, (call) => setupCalls.push(call)),
      options.players,
    );
    const setupSeconds = (performance.now() - started) / 1000;
    log(`${options.players} players registered, funded and playing (${setupSeconds.toFixed(0)} s)`);
    const level = (clients: number, seconds: number) =>
      runLevel({
        client,
        walletKey: key,
        serverPid: server.pid,
        databasePids: backends.pids,
        players,
        clients,
        seconds,
      });
    const warmup = await level(Math.min(4, Math.max(...options.levels)), options.warmupSeconds);

    const statements = server.databaseUrl ? await resetStatements(server.databaseUrl) : false;
    let waits: WaitSampler | null = null;
    if (options.profile && adminUrl && server.databaseName)
      waits = await sampleWaits(adminUrl, server.databaseName);
    const from = microseconds();
    log(LEVEL_HEADER);
    const levels: LevelResult[] = [];
    for (const clients of options.levels) {
      const result = await level(clients, options.levelSeconds);
      levels.push(result);
      log(levelRow(result));
    }
    const to = microseconds();
    const peak = peakOf(levels);
    if (peak) log(kindTable(peak));
    if (waits) profile.push(formatWaits(await waits.stop()));
    if (options.profile && server.databaseUrl)
      profile.push(
        statements
          ? formatStatements(await topStatements(server.databaseUrl), {
              spins: levels.reduce((sum, run) => sum + run.spins, 0),
              requests: levels.reduce((sum, run) => sum + run.calls.length, 0),
            })
          : 'pg_stat_statements: not in shared_preload_libraries of this PostgreSQL server.',
      );

    // The last deposits are confirmed by the provider's timer inside the server.
    await new Promise((resolve) => setTimeout(resolve, AUTO_CONFIRM_MS + 500));
    await server.stop();
    stopped = true;
    if (profileDir) profile.unshift(formatProfile(summarizeProfiles(profileDir, from, to)));

    const all = [setupCalls, ...[warmup, ...levels].map((run) => run.calls)].flat();
    const database = await server.openDatabase();
    try {
      const violations = await checkInvariants(database.db);
      const unaccounted = await accountFor(database.db, {
        usernames: players.map((player) => player.username),
        spins: [warmup, ...levels].reduce((sum, run) => sum + run.spins, 0),
        deposits: okCount(all, 'deposit'),
      });
      return {
        engine,
        levels,
        violations,
        unaccounted,
        profile,
      };
    } finally {
      await database.close();
    }
  } finally {
    client.close();
    await backends.close();
    if (!stopped) await server.stop();
    await server.remove();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  }
}
