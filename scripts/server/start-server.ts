import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

// Starts the reference server (server/main.ts) as its own process for a script or a test run,
// over an in-memory embedded database unless told otherwise (DATABASE_URL, in the environment or
// in `env`: PostgreSQL), and resolves once it listens. Port 0 lets the system choose one.
const LISTENING = /Casino site and server: (http:\/\/\S+?)\/?\s/;
const ROOT = join(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export function startServer(options: {
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      PORT: String(options.port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start in time:\n${text}`));
    }, options.timeoutMs ?? 120_000);
    const listen = (chunk: Buffer) => {
      text += chunk.toString();
      const url = LISTENING.exec(text)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, process: child, output: () => text, stop });
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped (exit ${code}) before it listened:\n${text}`));
    });
  });
}
