import { spawn } from 'node:child_process';
import { join } from 'node:path';

// `npm test`: every check, in stages. Checks that only read the tree run side by side (the
// machine has two cores and most of them use one); each bundle is built once, and the size
// report, the audit and the journeys share it. At the end the time of every stage is printed,
// so a slow stage is seen. Every stage gates only on what does not depend on the machine's load:
// scores and times are printed, not judged (see the README, "Speed").

const ROOT = join(import.meta.dirname, '..');

interface Stage {
  name: string;
  command: string;
  env?: Record<string, string>;
}

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
  [{ name: 'unit and component tests', command: 'npm run test:unit' }],
  [
    { name: 'production build', command: 'npm run build' },
    { name: 'mock-mode build', command: 'npm run build:mock' },
  ],
  // The reference server over a fresh embedded database, driven through every operation of
  // the contract.
  [{ name: 'server conformance', command: 'npm run conformance:server' }],
  // The size report counts what loads before the page settles: it runs alone, so that nothing
  // else on the machine moves that moment.
  [{ name: 'size budget', command: 'npm run size -- --check --no-build' }],
  // Lighthouse and axe each drive one Chromium, against a server of their own.
  [
    {
      name: 'Lighthouse',
      command: 'npm run audit -- --check-stable --no-build --runs 1 --only lighthouse',
    },
    {
      name: 'axe-core',
      command: 'npm run audit -- --check-stable --no-build --only axe',
      env: { AUDIT_PORT: '4176' },
    },
  ],
  // The journeys serve the mock-mode build made above instead of building it again.
  [{ name: 'browser journeys', command: 'npm run test:e2e', env: { E2E_PREBUILT: '1' } }],
];

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
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
      if (!alone) {
        console.log(`\n> ${stage.name} (${stage.command})`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: stage.name, seconds, ok: code === 0 });
    });
  });
}

const outcomes: Outcome[] = [];
const started = performance.now();
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
console.log('\nnpm test, time per stage (stages in one group ran side by side):');
for (const { name, seconds, ok } of outcomes) {
  console.log(`  ${name.padEnd(28)} ${minutes(seconds).padStart(6)}  ${ok ? 'passed' : 'FAILED'}`);
}
const skipped = groups.flat().length - outcomes.length;
if (skipped > 0) console.log(`  (${skipped} later stage(s) not run)`);
console.log(`  ${'total'.padEnd(28)} ${minutes(total).padStart(6)}`);
const failed = outcomes.filter((outcome) => !outcome.ok).length;
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
