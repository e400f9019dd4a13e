import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { postgresAdminUrl } from './cluster.ts';
import { createDatabase, dropDatabase, printableUrl } from './databases.ts';

// `npm run test:server:pg`: the server's checks on a real PostgreSQL, the server given by
// PG_ADMIN_URL or a throwaway PostgreSQL 15 cluster started (and deleted) for the run:
//   1. Vitest on tests/server and tests/server-pg, each test server on a database of its own;
//   2. the conformance checker against the server over a fresh database;
//   3. the crash loop (SIGKILL under load, 20 s of it), when scripts/crash/crash-loop.ts is there.
// Every step runs; the time of each is printed; exit 1 when any failed.
const ROOT = join(import.meta.dirname, '..', '..');

const postgres = await postgresAdminUrl();
if (!postgres) {
  console.error(
    'The server suite on PostgreSQL cannot run: PG_ADMIN_URL is not set and PostgreSQL 15 is\n' +
      'not installed (no initdb in /usr/lib/postgresql/15/bin, none from pg_config).\n' +
      'Set PG_ADMIN_URL to a server where tests may create databases, or install it:\n' +
      '  bash scripts/ensure-postgres.sh',
  );
  process.exit(1);
}
const { adminUrl } = postgres;
const given = Boolean(process.env.PG_ADMIN_URL);
console.log(
  `PostgreSQL for the server suite: ${printableUrl(adminUrl)}${given ? '' : ' (a throwaway cluster)'}`,
);

// Each step runs in a process group of its own; an interrupted run ends the step's whole group,
// then stops and deletes its cluster.
let step: ChildProcess | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    try {
      if (step?.pid) process.kill(-step.pid, 'SIGTERM');
    } catch {
      // The step had ended already.
    }
    void postgres.stop().finally(() => process.exit(130));
  });
}

function run(command: string, env: Record<string, string> = {}): Promise<boolean> {
  return new Promise((resolve) => {
    step = spawn(command, {
      cwd: ROOT,
      shell: true,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, PG_ADMIN_URL: adminUrl, ...env },
    });
    step.once('close', (code) => resolve(code === 0));
  });
}

async function conformance(): Promise<boolean> {
  const name = `casino_conformance_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabase(adminUrl, name);
  try {
    return await run('npm run conformance:server', {
      DATABASE_URL: databaseUrl,
      CONFORMANCE_PORT: '0',
    });
  } finally {
    await dropDatabase(adminUrl, name, { force: true });
  }
}

const crashLoop = existsSync(join(ROOT, 'scripts', 'crash', 'crash-loop.ts'));
// Here the crash loop's five kills come within 20 s of load, not 45 s as in `npm run crash:server`:
// each kill still cuts requests in flight and thousands of money requests still race, and the
// suite, which runs beside the accessibility checks in `npm test`, takes 25 s less of the machine.
const CRASH_LOAD_SECONDS = 20;
const steps: Array<{ name: string; run: () => Promise<boolean> }> = [
  {
    name: 'server tests (Vitest)',
    run: () => run('npx vitest run --config vitest.server-pg.config.ts'),
  },
  { name: 'conformance', run: conformance },
  ...(crashLoop
    ? [
        {
          name: 'crash loop',
          run: () => run(`npm run crash:server -- --seconds ${CRASH_LOAD_SECONDS}`),
        },
      ]
    : []),
];

const outcomes: Array<{ name: string; seconds: number; ok: boolean }> = [];
try {
  for (const step of steps) {
    console.log(`\n> ${step.name}`);
    const started = performance.now();
    const ok = await step.run().catch((error: unknown) => {
      console.error(error);
      return false;
    });
    outcomes.push({ name: step.name, seconds: (performance.now() - started) / 1000, ok });
  }
} finally {
  await postgres.stop();
}

console.log('\nThe server suite on PostgreSQL, time per step:');
for (const { name, seconds, ok } of outcomes) {
  console.log(
    `  ${name.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s  ${ok ? 'passed' : 'FAILED'}`,
  );
}
if (!crashLoop) console.log('  (no crash loop: scripts/crash/crash-loop.ts is missing)');
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
