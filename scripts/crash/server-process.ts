import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../server/start-server.ts';

// The reference server as the crash loop runs it: `node server/main.ts` in production mode on a
// PostgreSQL database, started again after every SIGKILL on the same database and port. The site
// it serves is a one-line page of its own (the loop needs only ./api and the demo providers, and
// so does not need `npm run build`).
export class ServerProcess {
  readonly url: string;
  private readonly env: Record<string, string>;
  private readonly port: number;
  private readonly siteDir: string;
  private running: RunningServer | null = null;
  /** Set by stop(): no start after it (a restart racing the end of the run starts nothing). */
  private closed = false;
  /** What every earlier process of the run printed. */
  private readonly printed: string[] = [];

  constructor(options: { port: number; databaseUrl: string; secret: string }) {
    this.port = options.port;
    this.url = `http://127.0.0.1:${options.port}`;
    this.siteDir = mkdtempSync(join(tmpdir(), 'crash-site-'));
    writeFileSync(join(this.siteDir, 'index.html'), '<!doctype html><title>crash loop</title>\n');
    this.env = {
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      SERVER_SECRET: options.secret,
      SITE_DIR: this.siteDir,
      LOG_LEVEL: 'warn',
    };
  }

  /** Starts the server and resolves once it listens (the first start migrates and seeds). */
  async start(): Promise<void> {
    if (this.closed) return;
    this.running = await startServer({ port: this.port, env: this.env, timeoutMs: 60_000 });
  }

  /** SIGKILL: the process ends at once, whatever it was doing, as in a power cut. */
  async kill(): Promise<void> {
    const child = this.running?.process;
    this.keepOutput();
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** A clean stop (SIGTERM), then the temporary site is removed. */
  async stop(): Promise<void> {
    this.closed = true;
    await this.running?.stop();
    this.keepOutput();
    rmSync(this.siteDir, { recursive: true, force: true });
  }

  /** The lines the server logged at level error or above (pino's JSON lines), in every process. */
  loggedErrors(): string[] {
    const text = [...this.printed, this.running?.output() ?? ''].join('');
    return text.split('\n').filter((line) => {
      try {
        const level = (JSON.parse(line) as { level?: unknown }).level;
        return typeof level === 'number' && level >= 50;
      } catch {
        return false;
      }
    });
  }

  private keepOutput(): void {
    if (this.running) this.printed.push(this.running.output());
    this.running = null;
  }
}
