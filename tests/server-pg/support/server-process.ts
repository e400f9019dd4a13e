import { spawn } from 'node:child_process';
import { join } from 'node:path';

// `node server/main.ts` as its own process, as it is deployed: started with the given
// environment, ready once it answers HTTP, stopped with SIGTERM. What it writes is kept for a
// failure's message and for the test to read its JSON log lines.
export interface ServerProcess {
  url: string;
  /** Everything it wrote to stdout and stderr. */
  output(): string;
  /** Its log lines (pino writes one JSON object a line to stdout). */
  logs(): Array<Record<string, unknown>>;
  /** SIGTERM, then the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

const MAIN = join(import.meta.dirname, '..', '..', '..', 'server', 'main.ts');
const READY_WITHIN_MS = 120_000;
const STOP_WITHIN_MS = 15_000;

export async function startServerProcess(options: {
  name: string;
  port: number;
  env: Record<string, string>;
}): Promise<ServerProcess> {
  const host = '127.0.0.1';
  const url = `http://${host}:${options.port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...options.env, HOST: host, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  const failure = (why: string) =>
    new Error(`server ${options.name} (${url}) ${why}; its output:\n${output}`);
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (exitCode !== undefined) throw failure(`exited with code ${exitCode} while starting`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw failure(`did not answer within ${READY_WITHIN_MS / 1000} s`);
    }
    try {
      await fetch(`${url}/api/user/balance`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    url,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .slice(0, -1)
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop() {
      if (exitCode !== undefined) return exitCode;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_WITHIN_MS);
      const code = await exited;
      clearTimeout(killer);
      return code;
    },
  };
}
