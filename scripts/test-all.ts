import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { postgresBinaries } from './postgres/cluster.ts';

// `npm test`: every check, in stages. Checks that only read the tree run side by side (the
// machine has two cores and most of them use one); each bundle is built once, and the size
// report, the audit and the journeys share it. At the end the time of every stage is printed,
// so a slow stage is seen. Every stage gates only on what does not depend on the machine's load:
// scores and times are printed, not judged (docs/performance.md, "Which figures are gates").

const ROOT = join(import.meta.dirname, '..');

interface Stage {
  name: string;
  command: string;
  env?: Record<string, string>;
}

// The server's suite runs on PostgreSQL too when one is reachable: the server PG_ADMIN_URL names,
// or a throwaway cluster of the installed PostgreSQL 15 (.ci/run gives the first). Its checks
// judge no timing, so it runs beside Lighthouse and the accessibility checks, which judge none
// either.
const postgresWhy = process.env.PG_ADMIN_URL
  ? 'on the PostgreSQL of PG_ADMIN_URL'
  : postgresBinaries()
    ? 'on a throwaway PostgreSQL 15 cluster'
    : null;
const postgresStage: Stage[] = postgresWhy
  ? [{ name: 'server suite on PostgreSQL', command: 'npm run test:server:pg' }]
  : [];

// Each server test runs once: on PostgreSQL, the database production runs on, when the run has
// one, else on the embedded database. The embedded engine's own check runs on it either way (it
// proves the engine reports a failed transaction as PostgreSQL does).
const unitTests = postgresWhy
  ? 'npm run test:unit -- --project site && ' +
    'npm run test:unit -- --project server tests/server/database-engine.test.ts'
  : 'npm run test:unit';

// Stages in one group run at the same time; groups run one after another. codegen:check rewrites
// generated/, so it runs before anything that reads generated/ (lint, types, tests).
const groups: Stage[][] = [
  [
    { name: 'codegen staleness', command: 'npm run codegen:check' },
    { name: 'contract lint', command: 'npm run lint:contract' },
    { name: 'format', command: 'npm run format:check' },
  ],
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'types', command: 'npm run typecheck' },
  ],
  // The server's tests here run on the embedded database, whatever PG_ADMIN_URL says.
  [{ name: 'unit and component tests', command: unitTests, env: { PG_ADMIN_URL: '' } }],
  [
    { name: 'production build', command: 'npm run build' },
    { name: 'mock-mode build', command: 'npm run build:mock' },
  ],
  // The reference server over a fresh embedded database, driven through every operation of
  // the contract.
  [{ name: 'server conformance', command: 'npm run conformance:server' }],
  // The size report counts the JS that arrives before the largest paint: it runs alone, so that
  // nothing else on the machine moves that moment. It judges the home page, so that is what it
  // measures here; `npm run size` prints every route.
  [
    {
      name: 'size budget',
      command: 'npm run size -- --check --no-build',
      env: { SIZE_ROUTES: '/' },
    },
  ],
  // Lighthouse drives one Chromium against a server of its own; the accessibility checks (axe in
  // Playwright, over both builds) and the journeys (over the mock-mode build made above, and the
  // reference server) share one Playwright run, so their workers never wait for the other's last
  // test; the server suite on PostgreSQL runs beside them (it needs the production build, for its
  // server processes). None judges a timing. Playwright hands out the accessibility checks first,
  // and they end about when the server suite does: the journeys then have the machine as before.
  [
    {
      name: 'Lighthouse',
      command: 'npm run audit -- --check-stable --no-build --runs 1',
    },
    ...postgresStage,
    {
      name: 'axe checks and journeys',
      // Every project of playwright.config.ts.
      command: 'npm run test:e2e',
      env: { E2E_PREBUILT: '1' },
    },
  ],
];

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  /** What a failed stage that ran side by side said of its failures (its output came earlier). */
  failures?: string;
}

/** The lines of a failed stage's output that name a failure, and its last lines. */
function failureLines(printed: string): string {
  // eslint-disable-next-line no-control-regex -- terminal colours
  const lines = printed.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const naming = lines.filter((line) => /FAIL|✘|×|Error:|failed|violation/i.test(line));
  return [...naming.slice(0, 40), '...', ...lines.slice(-15)].join('\n');
}

function run(stage: Stage, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, {
      cwd: ROOT,
      shell: true,
      env: { ...process.env, ...stage.env },
      // A stage that runs alone streams its output; side by side, each prints when it ends.
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const printed = Buffer.concat(output);
      if (!alone) {
        console.log(`\n> ${stage.name} (${stage.command})`);
        process.stdout.write(printed);
      }
      const ok = code === 0;
      const failures = ok || alone ? undefined : failureLines(printed.toString());
      resolve({ name: stage.name, seconds, ok, failures });
    });
  });
}

const outcomes: Outcome[] = [];
const started = performance.now();
console.log(
  postgresWhy
    ? `The server suite runs on the embedded database and ${postgresWhy}.`
    : 'The server suite runs on the embedded database only: PG_ADMIN_URL is not set and PostgreSQL 15 is not installed.',
);
for (const group of groups) {
  const results = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  outcomes.push(...results);
  if (results.some((result) => !result.ok)) break;
}

const total = (performance.now() - started) / 1000;
const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
// A stage that failed beside others printed before they ended: the lines naming its failures and
// its last lines are repeated here, where a reader of the end of the log (a CI page) finds them.
for (const { name, failures } of outcomes) {
  if (failures) console.log(`\nWhat the failed stage "${name}" said of its failures:\n${failures}`);
}
console.log('\nnpm test, time per stage (stages in one group ran side by side):');
for (const { name, seconds, ok } of outcomes) {
  console.log(`  ${name.padEnd(28)} ${minutes(seconds).padStart(6)}  ${ok ? 'passed' : 'FAILED'}`);
}
const skipped = groups.flat().length - outcomes.length;
if (skipped > 0) console.log(`  (${skipped} later stage(s) not run)`);
if (!postgresWhy)
  console.log(
    '  (server suite on PostgreSQL not run: no PG_ADMIN_URL, no PostgreSQL 15 installed)',
  );
console.log(`  ${'total'.padEnd(28)} ${minutes(total).padStart(6)}`);
const failed = outcomes.filter((outcome) => !outcome.ok).length;
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
