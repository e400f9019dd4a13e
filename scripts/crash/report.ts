import type { Journal } from './journal.ts';
import type { Counters } from './requests.ts';

// The crash loop's figures: what was asked and answered, how often the server was killed and for
// how long it was down, how long each phase took, then every violation found (or that none was).
export interface Run {
  counters: Counters;
  journal: Journal;
  /** When each SIGKILL came, how long the server was down, how many requests it cut off. */
  kills: Array<{ atMs: number; downMs: number; cutOff: number }>;
  violations: string[];
  /** Lines the server logged at level error or above. */
  serverErrors: string[];
  timings: Partial<Record<'setupMs' | 'loadMs' | 'invariantsMs' | 'checksMs' | 'totalMs', number>>;
}

const seconds = (ms: number | undefined) =>
  ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`;

function tally<T>(items: readonly T[], label: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(label(item), (counts.get(label(item)) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${count} ${name}`).join(', ') || 'none';
}

export function printFigures(
  run: Run,
  setup: { database: string; players: number; tabs: number },
): void {
  const { counters, journal, kills, timings } = run;
  const requests =
    journal.deposits.length +
    journal.withdrawals.length +
    journal.cancels.length +
    journal.wallet.length +
    journal.pageSpins.length;
  const successes =
    journal.deposits.filter((item) => item.outcome === 'success').length +
    journal.withdrawals.filter((item) => item.outcome === 'success').length +
    journal.cancels.filter((item) => item.outcome === 'success').length +
    journal.wallet.filter((item) => item.status === 'OK').length +
    journal.pageSpins.filter((item) => item.outcome === 'spun').length;
  const down = kills.map((kill) => kill.downMs);
  const errors = Object.entries(counters.serverErrors);
  const errorCount = errors.reduce((sum, [, count]) => sum + count, 0);
  const cutOff = kills.reduce((sum, kill) => sum + kill.cutOff, 0);
  const lines = [
    `crash loop on PostgreSQL (database ${setup.database}): ${setup.players} players × ` +
      `${setup.tabs} tabs`,
    `  money requests        ${requests}: ${successes} answered success, ` +
      `${counters.unanswered} never answered`,
    `  HTTP attempts         ${counters.attempts}: ${counters.dropped} got no answer (connection ` +
      `cut or refused), ${errorCount} a 5xx; ${counters.retries} were retries with the same ` +
      'key or id',
    `  replayed by key       ${counters.replayed} retries answered with the first attempt's answer`,
    `  SIGKILLs              ${kills.length}, at ` +
      kills.map((kill) => seconds(kill.atMs)).join(', ') +
      ` of the load; ${cutOff} requests cut off in flight` +
      (down.length
        ? `; down ${seconds(Math.min(...down))} to ${seconds(Math.max(...down))} each`
        : ''),
    `  provider wallet       ${tally(journal.wallet, (item) => `${item.call} ${item.status}`)}`,
    `  game page spins       ${tally(journal.pageSpins, (item) => item.outcome)}`,
    `  deposits              ${tally(journal.deposits, (item) => item.outcome)}; ` +
      `${journal.deposits.filter((item) => item.confirmed).length} confirmed on the payment page`,
    `  withdrawals           ${tally(journal.withdrawals, (item) => item.outcome)}`,
    `  cancels               ${tally(journal.cancels, (item) => item.outcome)}`,
    `  time                  ${seconds(timings.totalMs)} in all: ` +
      `setup ${seconds(timings.setupMs)}, ` +
      `load ${seconds(timings.loadMs)}, invariants ${seconds(timings.invariantsMs)}, ` +
      `all checks ${seconds(timings.checksMs)}`,
  ];
  if (errors.length)
    lines.push(
      `  5xx answers by path   ${errors.map(([path, count]) => `${count} ${path}`).join(', ')}`,
    );
  lines.push(`  server errors logged  ${run.serverErrors.length}`);
  for (const line of run.serverErrors.slice(0, 3)) lines.push(`    ${line.slice(0, 400)}`);
  console.log(lines.join('\n'));
  if (run.violations.length === 0) {
    console.log('every invariant holds; every answer of success is in the database, once');
    return;
  }
  console.log(`${run.violations.length} violations:`);
  for (const violation of run.violations) console.log(`  - ${violation}`);
}
