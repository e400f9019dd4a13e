import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

// Where the machine's CPU went during a level, from Linux's /proc: the bench's own process (the
// load generator), the server's process, PostgreSQL's backends serving the server's database,
// and the rest of the machine (other programs running meanwhile, PostgreSQL's own background
// writers). On a two-core machine the client, the server and PostgreSQL share two cores, so the
// client's share is printed to show it is not what limits the figures.
export interface CpuSnapshot {
  at: number;
  clientMs: number;
  /** What the bench's finished child processes used (pgbench's runs). */
  childrenMs: number;
  machineBusyMs: number;
  /** CPU milliseconds of each watched process so far. */
  processes: Map<number, number>;
}

export interface CpuShares {
  /** Percent of one core. */
  client: number;
  server: number;
  database: number;
  other: number;
  /** Percent of all cores together. */
  machine: number;
}

/** Kernel clock ticks (USER_HZ) are 10 ms on every Linux build node runs on. */
const TICK_MS = 10;
export const CORES = cpus().length;

/** The fields of /proc/PID/stat after the command name, or null when the process is gone. */
function statFields(pid: number | 'self'): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

// In those fields, utime and stime are the 12th and 13th; cutime and cstime (the children
// waited for) the 14th and 15th.
function processMs(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : null;
}

function childrenMs(): number {
  const fields = statFields('self');
  return fields ? (Number(fields[13]) + Number(fields[14])) * TICK_MS : 0;
}

function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}

export function cpuSnapshot(pids: readonly number[] = []): CpuSnapshot {
  const own = process.cpuUsage();
  const processes = new Map<number, number>();
  for (const pid of pids) {
    const ms = processMs(pid);
    if (ms !== null) processes.set(pid, ms);
  }
  return {
    at: performance.now(),
    clientMs: (own.user + own.system) / 1000,
    childrenMs: childrenMs(),
    machineBusyMs: machineBusyMs(),
    processes,
  };
}

export function cpuShares(
  before: CpuSnapshot,
  after: CpuSnapshot,
  watched: { server?: number; database?: readonly number[] } = {},
): CpuShares {
  const wall = Math.max(1, after.at - before.at);
  const percent = (ms: number) => (ms / wall) * 100;
  // A process born during the level spent all its time in it; one gone by its end is not known.
  const used = (pid: number) => {
    const end = after.processes.get(pid);
    return end === undefined ? 0 : end - (before.processes.get(pid) ?? 0);
  };
  const client = percent(after.clientMs - before.clientMs);
  const server = watched.server ? percent(used(watched.server)) : 0;
  const database = percent((watched.database ?? []).reduce((sum, pid) => sum + used(pid), 0));
  const busy = percent(after.machineBusyMs - before.machineBusyMs);
  return {
    client,
    server,
    database,
    other: Math.max(0, busy - client - server - database),
    machine: busy / CORES,
  };
}

/** The machine's busy share (percent of all cores) over `ms`, before anything starts. */
export async function idleCheck(ms = 1000): Promise<number> {
  const before = cpuSnapshot();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return cpuShares(before, cpuSnapshot()).machine;
}
