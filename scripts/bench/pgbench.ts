import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { postgresBinaries } from '../postgres/cluster.ts';
import { createDatabase, dropDatabase } from '../postgres/databases.ts';
import { CORES, cpuShares, cpuSnapshot, type CpuSnapshot } from './cpu.ts';

// The machine's ceiling for small write transactions: pgbench's built-in TPC-B-like script
// (three updates, a select and an insert in one transaction) on the same PostgreSQL, in a
// database of its own, at the bench's levels. pgbench is a C client on a few threads, so it
// leaves the cores to PostgreSQL: what it reaches is about the most any application reaches here.
export interface PgbenchLevel {
  clients: number;
  tps: number;
  latencyMs: number;
  failed: number;
  /** Percent of one core: pgbench itself, and the rest of the machine (PostgreSQL, mostly). */
  pgbenchCpu: number;
  restCpu: number;
  /** The machine's busy share (percent of all cores). */
  machine: number;
}

function pgbenchPath(): string {
  const bindir = postgresBinaries();
  const path = bindir ? join(bindir, 'pgbench') : '';
  return existsSync(path) ? path : 'pgbench';
}

function run(args: readonly string[], password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgbenchPath(), args, {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`pgbench failed (exit ${code}):\n${output}`)),
    );
  });
}

function cpuOf(before: CpuSnapshot, after: CpuSnapshot) {
  const shares = cpuShares(before, after);
  const pgbenchCpu = ((after.childrenMs - before.childrenMs) / (after.at - before.at)) * 100;
  const busy = shares.machine * CORES;
  return {
    pgbenchCpu,
    restCpu: Math.max(0, busy - pgbenchCpu - shares.client),
    machine: shares.machine,
  };
}

const figure = (output: string, pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? NaN);

export async function pgbenchCeiling(options: {
  adminUrl: string;
  levels: readonly number[];
  seconds: number;
  scale: number;
  log: (line: string) => void;
}): Promise<PgbenchLevel[]> {
  const name = `bench_pgbench_${process.pid}`;
  const url = new URL(options.adminUrl);
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username];
  const password = decodeURIComponent(url.password);
  await dropDatabase(options.adminUrl, name);
  await createDatabase(options.adminUrl, name);
  try {
    options.log(`pgbench -i -s ${options.scale} (${options.scale * 100_000} accounts)`);
    await run([...connection, '-i', '-q', '-s', String(options.scale), name], password);
    const levels: PgbenchLevel[] = [];
    for (const clients of options.levels) {
      const threads = String(Math.min(2, clients));
      const before = cpuSnapshot();
      const output = await run(
        [...connection, '-c', String(clients), '-j', threads, '-T', String(options.seconds), name],
        password,
      );
      levels.push({
        clients,
        tps: figure(output, /tps = ([\d.]+) \(without initial connection time\)/),
        latencyMs: figure(output, /latency average = ([\d.]+) ms/),
        failed: figure(output, /number of failed transactions: (\d+)/) || 0,
        ...cpuOf(before, cpuSnapshot()),
      });
    }
    return levels;
  } finally {
    await dropDatabase(options.adminUrl, name);
  }
}
