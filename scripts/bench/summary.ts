import type { EngineResult } from './bench-engine.ts';
import { latencyOf } from './latency.ts';
import type { EngineName } from './options.ts';
import type { PgbenchLevel } from './pgbench.ts';
import { bestPgbench, failureLines, peakOf, spinsPerSecond } from './report.ts';

// Each engine's figures beside their targets. The speed targets are PostgreSQL's (the embedded
// engine is for development, demos and tests: its figures are printed, not judged); no error,
// every invariant and every answered success in the ledger are asked of both, and only these
// three decide the exit code.
const TARGET_SHARE = 50;
const TARGET_P99_MS = 50;

export const ENGINE_TITLES: Record<EngineName, string> = {
  pglite: 'Embedded PostgreSQL (PGlite, a fresh DATA_DIR)',
  postgres: 'PostgreSQL (a fresh database, NODE_ENV=production)',
};

/** One line: the figure, and when it has a target, the target and whether it is met. */
function line(what: string, figure: string, target?: { text: string; met: boolean }): string {
  const judged = target
    ? ` target ${target.text.padEnd(10)} ${target.met ? 'met' : 'NOT met'}`
    : '';
  return `  ${what.padEnd(22)} ${figure.padEnd(58)}${judged}`.trimEnd();
}

/** Prints the engine's summary; true when it had no error and its money is right. */
export function engineSummary(
  result: EngineResult,
  pgbench: readonly PgbenchLevel[],
  log: (line: string) => void,
): boolean {
  const judged = result.engine === 'postgres';
  const peak = peakOf(result.levels);
  const errors = result.levels.reduce((sum, level) => sum + level.errors, 0);
  const p99 = peak ? latencyOf(peak.calls).p99 : 0;
  const spins = peak ? spinsPerSecond(peak) : 0;
  const best = judged ? bestPgbench(pgbench) : undefined;
  const invariantsHold = result.violations.length === 0;
  const accounted = result.unaccounted.length === 0;
  log(`${ENGINE_TITLES[result.engine]}${judged ? '' : ' (speed not judged)'}:`);
  const peakText = `${spins.toFixed(0)} (${peak?.clients ?? 0} clients)`;
  if (best) {
    const share = (spins / best.tps) * 100;
    const text = `${peakText} = ${share.toFixed(0)} % of pgbench's ${best.tps.toFixed(0)} tps (${best.clients})`;
    log(
      line('spins/s at the peak', text, {
        text: `>= ${TARGET_SHARE} %`,
        met: share >= TARGET_SHARE,
      }),
    );
  } else log(line('spins/s at the peak', peakText));
  if (peak && spins > 0) {
    // CPU milliseconds a second over spins a second: what one spin costs, its share of the mix's
    // other calls included.
    const perSpin = (percent: number) => `${((percent * 10) / spins).toFixed(2)} ms`;
    const database = judged ? `, PostgreSQL ${perSpin(peak.cpu.database)}` : '';
    const ceiling = best ? `; pgbench: ${((best.restCpu * 10) / best.tps).toFixed(2)} ms a tx` : '';
    log(line('CPU per spin', `server ${perSpin(peak.cpu.server)}${database}${ceiling}`));
  }
  const p99Text = `${p99.toFixed(1)} ms`;
  log(
    line(
      'p99 at the peak',
      p99Text,
      judged ? { text: `< ${TARGET_P99_MS} ms`, met: p99 < TARGET_P99_MS } : undefined,
    ),
  );
  log(line('errors', String(errors), { text: '0', met: errors === 0 }));
  const broken = `${result.violations.length} violated`;
  log(
    line('invariants', invariantsHold ? 'all hold' : broken, {
      text: 'all hold',
      met: invariantsHold,
    }),
  );
  const unaccounted = result.unaccounted.join('; ');
  log(
    line('answers in the ledger', accounted ? 'every answered spin and deposit' : unaccounted, {
      text: 'all',
      met: accounted,
    }),
  );
  for (const violation of result.violations.slice(0, 10)) log(`    ${violation}`);
  for (const failure of failureLines(result.levels)) log(failure);
  return errors === 0 && invariantsHold && accounted;
}
