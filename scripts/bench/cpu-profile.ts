import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Where the server's CPU went under load: its V8 CPU profile (node --cpu-prof), cut to the
// window of the levels (the profile's clock is the monotonic clock of process.hrtime, the same
// in every process of the machine), summed by function (self time: the samples in which that
// function itself was running) and by where the code lives (a package, a server folder, node's
// internals, the garbage collector).
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Milliseconds of samples in the window, and how many of them the process was idle. */
  totalMs: number;
  idleMs: number;
  byFunction: Array<{ name: string; ms: number }>;
  byArea: Array<{ name: string; ms: number }>;
}

const ROOT = join(import.meta.dirname, '..', '..');

function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const path = relative(ROOT, url.replace(/^file:\/\//, ''));
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1] ?? path;
  const parts = path.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : path;
}

function nameOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  if (!url) return name;
  const path = url.startsWith('node:')
    ? url
    : relative(ROOT, url.replace(/^file:\/\//, '')).replace(/^node_modules\//, '');
  return `${name} ${path}:${lineNumber + 1}`;
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);

/**
 * Sums the profiles in `dir` over the window [fromUs, toUs] (monotonic microseconds, as
 * process.hrtime.bigint() / 1000n reads them).
 */
export function summarizeProfiles(dir: string, fromUs: number, toUs: number): ProfileSummary {
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let totalMs = 0;
  let idleMs = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    let at = profile.startTime;
    profile.samples.forEach((id, index) => {
      at += profile.timeDeltas[index] ?? 0;
      // A sample stands for the time until the next one.
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      const node = nodes.get(id);
      if (!node || at < fromUs || at > toUs) return;
      totalMs += ms;
      if (node.callFrame.functionName === '(idle)') {
        idleMs += ms;
        return;
      }
      const name = nameOf(node);
      const area = areaOf(node.callFrame.url, node.callFrame.functionName);
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
      byArea.set(area, (byArea.get(area) ?? 0) + ms);
    });
  }
  return { totalMs, idleMs, byFunction: top(byFunction, 20), byArea: top(byArea, 12) };
}

export function formatProfile(summary: ProfileSummary): string {
  const busy = summary.totalMs - summary.idleMs;
  const share = (ms: number) => `${((ms / Math.max(1, busy)) * 100).toFixed(1).padStart(5)} %`;
  const lines = [
    `Server CPU profile over the levels: ${(busy / 1000).toFixed(1)} s busy of ${(summary.totalMs / 1000).toFixed(1)} s sampled (${((summary.idleMs / Math.max(1, summary.totalMs)) * 100).toFixed(0)} % idle)`,
    '  self time by where the code lives (share of busy time):',
    ...summary.byArea.map((row) => `    ${share(row.ms)}  ${row.name}`),
    '  top functions by self time:',
    ...summary.byFunction.map((row) => `    ${share(row.ms)}  ${row.name}`),
  ];
  return lines.join('\n');
}
