import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A throwaway PostgreSQL 15 cluster for tests: initdb into a folder of its own, served on
// 127.0.0.1 with its socket inside that folder, trust authentication for the superuser `casino`,
// stopped and deleted by stop(). It uses Node alone (no packages), so CI can start it before
// anything else. As a command:
//   node scripts/postgres/cluster.ts start <folder> [port]   prints the admin URL
//   node scripts/postgres/cluster.ts stop <folder>           stops it and deletes the folder

export interface RunningPostgres {
  /** A superuser's address on the `postgres` database: tests create and drop databases there. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'casino';
const DEBIAN_BINARIES = '/usr/lib/postgresql/15/bin';

/** Where initdb, pg_ctl and postgres are, or null when PostgreSQL's server is not installed. */
export function postgresBinaries(): string | null {
  if (existsSync(join(DEBIAN_BINARIES, 'initdb'))) return DEBIAN_BINARIES;
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(join(bindir, 'initdb')) ? bindir : null;
  } catch {
    return null;
  }
}

// PostgreSQL refuses to run as root; as root, its programs run as the user `postgres`.
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('PostgreSQL cannot run as root, and there is no user `postgres` to run it as.');
  }
}

function runTool(bindir: string, tool: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(bindir, tool), args, {
      cwd,
      ...serverUser(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${tool} failed (exit ${code}):\n${output}`)),
    );
  });
}

/** A port on loopback that nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startThrowawayCluster(
  options: { port?: number; dir?: string } = {},
): Promise<RunningPostgres> {
  const bindir = postgresBinaries();
  if (!bindir) throw new Error(`PostgreSQL 15 is not installed (no initdb in ${DEBIAN_BINARIES}).`);
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'casino-pg-'));
  mkdirSync(dir, { recursive: true });
  const user = serverUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const stop = () => stopCluster(dir);
  try {
    await runTool(
      bindir,
      'initdb',
      ['-D', data, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C'],
      dir,
    );
    const port = options.port ?? (await freePort());
    // fsync stays on (the default), so a killed server loses nothing it acknowledged; the
    // connection limit leaves room for several servers' pools and concurrency tests.
    const settings = {
      listen_addresses: `'127.0.0.1'`,
      port: String(port),
      unix_socket_directories: `'${dir}'`,
      max_connections: '200',
      fsync: 'on',
    };
    appendFileSync(
      join(data, 'postgresql.conf'),
      Object.entries(settings)
        .map(([name, value]) => `${name} = ${value}\n`)
        .join(''),
    );
    await runTool(
      bindir,
      'pg_ctl',
      ['start', '-w', '-t', '60', '-D', data, '-l', join(dir, 'server.log')],
      dir,
    );
    return { adminUrl: `postgres://${USER}@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    const log = join(dir, 'server.log');
    const tail = existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    await stop();
    throw new Error(`${(error as Error).message}${tail}`, { cause: error });
  }
}

/** Stops the cluster in `dir` (fast: open sessions are ended) and deletes the folder. */
export async function stopCluster(dir: string): Promise<void> {
  const bindir = postgresBinaries();
  const data = join(dir, 'data');
  if (bindir && existsSync(join(data, 'postmaster.pid')))
    await runTool(bindir, 'pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data], dir);
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The PostgreSQL server tests may use: PG_ADMIN_URL when set (stop() leaves it running), else a
 * throwaway cluster when PostgreSQL 15 is installed, else null.
 */
export async function postgresAdminUrl(): Promise<RunningPostgres | null> {
  const given = process.env.PG_ADMIN_URL;
  if (given) return { adminUrl: given, stop: async () => {} };
  if (!postgresBinaries()) return null;
  return startThrowawayCluster();
}

if (import.meta.main) {
  const [command, dir, port] = process.argv.slice(2);
  if (command === 'start' && dir) {
    const cluster = await startThrowawayCluster({ dir, port: port ? Number(port) : undefined });
    console.log(cluster.adminUrl);
  } else if (command === 'stop' && dir) {
    await stopCluster(dir);
  } else {
    console.error('usage: node scripts/postgres/cluster.ts start <folder> [port] | stop <folder>');
    process.exit(2);
  }
}
