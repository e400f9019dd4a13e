import { parseArgs } from 'node:util';

// The command line of `npm run bench:server`, apart from the entry file so that it stays small.
export type EngineName = 'pglite' | 'postgres';

export interface BenchOptions {
  engines: EngineName[];
  /** Concurrent clients of each level, in the order run. */
  levels: number[];
  levelSeconds: number;
  warmupSeconds: number;
  /** Players registered before the levels; each client plays its own share of them. */
  players: number;
  /** pgbench's TPC-B-like run on the same PostgreSQL; null skips it. */
  pgbench: { seconds: number; scale: number } | null;
  /** The server under --cpu-prof and PostgreSQL's wait events sampled, then both summarized. */
  profile: boolean;
  port: number;
}

export const USAGE = `Usage: npm run bench:server -- [--quick] [--engine pg|pglite|both] [--levels 1,2,4]
       [--seconds N] [--players N] [--no-pgbench] [--profile] [--port N]

Starts the reference server (node server/main.ts, LOG_LEVEL=warn) as its own process and drives
it over loopback with a mix of player actions at rising concurrency, on the embedded database (a
fresh DATA_DIR in a temporary folder) and on PostgreSQL (a fresh database on PG_ADMIN_URL, or on
a throwaway PostgreSQL 15 cluster when it is unset), runs pgbench's TPC-B-like script on the same
PostgreSQL, and checks the money's invariants after each engine.

  --quick          three short levels (1, 4, 16 clients, 3 s each)
  --engine E       pg, pglite or both (default both)
  --levels L       the clients of each level, e.g. 1,2,4,8 (default 1,2,4,8,16,32)
  --seconds N      the length of each level (default 8)
  --players N      players registered first (default 4 per client of the biggest level)
  --no-pgbench     skip the pgbench ceiling
  --profile        profile the server (--cpu-prof), sample PostgreSQL's wait events, and list
                   its statements (pg_stat_statements, when the server preloads it)
  --port N         the server's port (default 4350)

Timings are printed, never judged: the exit code is 1 only for a failed call, a broken
invariant or an answered success missing from the database.
`;

const FULL_LEVELS = [1, 2, 4, 8, 16, 32];
const QUICK_LEVELS = [1, 4, 16];
const PLAYERS_PER_CLIENT = 4;

function positive(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a positive integer`);
  return value;
}

function enginesOf(text: string): EngineName[] {
  if (text === 'both') return ['pglite', 'postgres'];
  if (text === 'pg' || text === 'postgres') return ['postgres'];
  if (text === 'pglite') return ['pglite'];
  throw new Error('--engine is pg, pglite or both');
}

/** The options of `argv` ('help' when asked for the usage), or throws with what is wrong. */
export function parseOptions(argv: readonly string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      quick: { type: 'boolean', default: false },
      engine: { type: 'string', default: 'both' },
      levels: { type: 'string' },
      seconds: { type: 'string' },
      players: { type: 'string' },
      'no-pgbench': { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      port: { type: 'string', default: '4350' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const quick = values.quick;
  const levels = values.levels
    ? values.levels.split(',').map((part) => positive(part.trim(), '--levels'))
    : quick
      ? QUICK_LEVELS
      : FULL_LEVELS;
  const levelSeconds = values.seconds ? positive(values.seconds, '--seconds') : quick ? 3 : 8;
  const most = Math.max(...levels);
  return {
    engines: enginesOf(values.engine),
    levels,
    levelSeconds,
    warmupSeconds: quick ? 1 : 3,
    players: values.players ? positive(values.players, '--players') : most * PLAYERS_PER_CLIENT,
    // As many branches as the most clients, so pgbench's own hot rows do not hold it back.
    pgbench: values['no-pgbench'] ? null : { seconds: quick ? 2 : 5, scale: most },
    profile: values.profile,
    port: positive(values.port, '--port'),
  };
}
