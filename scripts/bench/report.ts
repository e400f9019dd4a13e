import { latencyByKind, latencyOf } from './latency.ts';
import type { PgbenchLevel } from './pgbench.ts';
import type { LevelResult } from './run-level.ts';

// The bench's tables: one row per level as it finishes, each kind of call at the level where
// spins peaked, pgbench's levels, and the figures beside their targets.
const cell = (value: string | number, width: number) => String(value).padStart(width);
const ms = (value: number) => value.toFixed(1);
const percent = (value: number) => `${value.toFixed(0)} %`;

export const requestsPerSecond = (level: LevelResult) => level.calls.length / level.seconds;
export const spinsPerSecond = (level: LevelResult) => level.spins / level.seconds;

export const LEVEL_HEADER = [
  `${cell('clients', 7)} ${cell('req/s', 8)} ${cell('spins/s', 8)} ${cell('p50 ms', 7)} ${cell('p95 ms', 7)} ${cell('p99 ms', 7)} ${cell('errors', 6)}`,
  `${cell('bench CPU', 9)} ${cell('server CPU', 10)} ${cell('PG CPU', 7)} ${cell('other', 6)} ${cell('machine', 7)}`,
].join(' ');

export function levelRow(level: LevelResult): string {
  const latency = latencyOf(level.calls);
  const { cpu } = level;
  return [
    `${cell(level.clients, 7)} ${cell(requestsPerSecond(level).toFixed(0), 8)} ${cell(spinsPerSecond(level).toFixed(0), 8)}`,
    `${cell(ms(latency.p50), 7)} ${cell(ms(latency.p95), 7)} ${cell(ms(latency.p99), 7)} ${cell(level.errors, 6)}`,
    `${cell(percent(cpu.client), 9)} ${cell(percent(cpu.server), 10)} ${cell(percent(cpu.database), 7)} ${cell(percent(cpu.other), 6)} ${cell(percent(cpu.machine), 7)}`,
  ].join(' ');
}

/** The level where spins per second peaked. */
export function peakOf(levels: readonly LevelResult[]): LevelResult | undefined {
  return levels.reduce<LevelResult | undefined>(
    (best, level) => (!best || spinsPerSecond(level) > spinsPerSecond(best) ? level : best),
    undefined,
  );
}

export function kindTable(level: LevelResult): string {
  return [
    `  each call at ${level.clients} clients:`,
    `  ${'call'.padEnd(10)} ${cell('count', 7)} ${cell('p50 ms', 7)} ${cell('p95 ms', 7)} ${cell('p99 ms', 7)} ${cell('max ms', 7)}`,
    ...latencyByKind(level.calls).map(
      ([kind, latency]) =>
        `  ${kind.padEnd(10)} ${cell(latency.count, 7)} ${cell(ms(latency.p50), 7)} ${cell(ms(latency.p95), 7)} ${cell(ms(latency.p99), 7)} ${cell(ms(latency.max), 7)}`,
    ),
  ].join('\n');
}

export function failureLines(levels: readonly LevelResult[]): string[] {
  const all = new Map<string, number>();
  for (const level of levels)
    for (const [failure, count] of level.failures)
      all.set(failure, (all.get(failure) ?? 0) + count);
  return [...all].slice(0, 10).map(([failure, count]) => `  ${count} x ${failure}`);
}

export const PGBENCH_HEADER = `${cell('clients', 7)} ${cell('tps', 8)} ${cell('avg ms', 7)} ${cell('failed', 6)} ${cell('pgbench CPU', 11)} ${cell('PG+rest', 7)} ${cell('machine', 7)}`;

export const pgbenchRow = (level: PgbenchLevel) =>
  `${cell(level.clients, 7)} ${cell(level.tps.toFixed(0), 8)} ${cell(ms(level.latencyMs), 7)} ${cell(level.failed, 6)} ${cell(percent(level.pgbenchCpu), 11)} ${cell(percent(level.restCpu), 7)} ${cell(percent(level.machine), 7)}`;

export function bestPgbench(levels: readonly PgbenchLevel[]): PgbenchLevel | undefined {
  return levels.reduce<PgbenchLevel | undefined>(
    (best, level) => (!best || level.tps > best.tps ? level : best),
    undefined,
  );
}

/** Our spins per second beside pgbench's tps at the same clients, level by level. */
export function shareRows(ours: readonly LevelResult[], theirs: readonly PgbenchLevel[]): string[] {
  return ours.flatMap((level) => {
    const same = theirs.find((row) => row.clients === level.clients);
    if (!same) return [];
    const share = (spinsPerSecond(level) / same.tps) * 100;
    return [
      `${cell(level.clients, 7)} ${cell(spinsPerSecond(level).toFixed(0), 8)} ${cell(same.tps.toFixed(0), 8)} ${cell(percent(share), 7)}`,
    ];
  });
}

export const SHARE_HEADER = `${cell('clients', 7)} ${cell('spins/s', 8)} ${cell('pgbench', 8)} ${cell('share', 7)}`;
