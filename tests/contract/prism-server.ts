import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A local Prism mock of generated/openapi.yaml, for the contract tests. */

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface PrismProcess {
  port: number;
  /** The last few kilobytes Prism printed, for failure messages. */
  log: () => string;
  /** Resolves once Prism answers HTTP; rejects if it exits or does not answer in time. */
  ready: (timeoutMs: number) => Promise<void>;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

// node:http, not fetch: the MSW server of tests/setup.ts intercepts fetch and rejects unknown hosts.
export function httpRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function spawnPrism(port: number): PrismProcess {
  const bin = `${root}node_modules/.bin/prism`;
  const args = ['mock', '--host', '127.0.0.1', '--port', String(port), 'generated/openapi.yaml'];
  // Own process group, so stop() also ends anything Prism starts.
  const child = spawn(bin, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  // Drain both pipes: Prism logs every request and would block on a full pipe.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A spawn failure (e.g. no binary) arrives as an event; unhandled it would crash the worker.
  child.on('error', (error) => keep(Buffer.from(`\nspawn error: ${error.message}`)));
  const killGroup = () => signal(child, 'SIGKILL');
  // Last resort if the test worker exits without running afterAll.
  process.once('exit', killGroup);

  return {
    port,
    log: () => output,
    ready: (timeoutMs) => waitUntilUp(child, port, timeoutMs, () => output),
    stop: async () => {
      process.off('exit', killGroup);
      if (!running(child)) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signal(child, 'SIGTERM');
      const timer = setTimeout(killGroup, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function running(child: ChildProcess): boolean {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

async function waitUntilUp(
  child: ChildProcess,
  port: number,
  timeoutMs: number,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child)) {
      // Let the exit or spawn-error output arrive before reporting it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      throw new Error(`Prism is not running:\n${log()}`);
    }
    try {
      // Any HTTP answer (a 404 for this unknown route) means Prism is serving.
      await httpRequest(port, 'GET', '/__ready', {});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Prism did not answer on port ${port} within ${timeoutMs} ms:\n${log()}`);
}
