import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * `vite preview` of a finished build, for the scripts that measure it in Chromium
 * (`npm run size`, `npm run bench:grid`): start it, wait until it answers (`waitForServer`), stop
 * it.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
const WAIT_ATTEMPTS = 150;
const WAIT_STEP_MS = 200;

export interface PreviewServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Stops the server and what it started (its process group). */
  stop: () => void;
}

/**
 * Starts `vite preview` for `outDir` (absolute or relative to the repository root) on `port`.
 * The port is strict: a busy port fails instead of silently moving to the next one.
 */
export function startPreviewServer({
  outDir,
  port,
}: {
  outDir: string;
  port: number;
}): PreviewServer {
  const server = spawn(
    VITE,
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    stop: () => {
      if (server.pid) process.kill(-server.pid);
    },
  };
}

/** Polls `url` until it answers with a 2xx status; throws after about 30 s. */
export async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < WAIT_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  throw new Error(`The preview server did not start at ${url}`);
}
