// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProxyArgs } from '../../scripts/conformance/args.ts';
import { freePort, httpRequest } from '../contract/prism-server';
import { startBrokenBackend, type BrokenBackend } from './broken-backend';

// `npm run conformance:proxy`: Prism as a validating proxy in front of a real backend.

const ROOT = join(import.meta.dirname, '..', '..');

function runProxy(args: string[]): ChildProcess {
  // Own process group, so the test can end Prism too should the proxy script not.
  return spawn(process.execPath, ['scripts/conformance/proxy.ts', ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('conformance:proxy arguments', () => {
  it('reads --upstream and --port, 4010 by default', () => {
    expect(parseProxyArgs(['--upstream', 'https://host/api'])).toEqual({
      ok: true,
      value: { upstream: 'https://host/api', port: 4010 },
    });
    expect(parseProxyArgs(['--upstream', 'http://127.0.0.1:8080', '--port', '4999'])).toEqual({
      ok: true,
      value: { upstream: 'http://127.0.0.1:8080', port: 4999 },
    });
  });

  it.each([
    [[], '--upstream is required'],
    [['--upstream', 'host/api'], '--upstream must be an http(s) URL, got "host/api"'],
    [
      ['--upstream', 'http://h', '--port', '70000'],
      '--port must be a whole number from 1 to 65535',
    ],
    [['--upstream', 'http://h', '--port', 'abc'], '--port must be a whole number from 1 to 65535'],
    [['--upstream', 'http://h', '--errors'], "Unknown option '--errors'"],
  ])('refuses %j', (args, error) => {
    const parsed = parseProxyArgs(args);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain(error);
  });

  it('prints the usage and exits 2 without --upstream', async () => {
    const child = runProxy([]);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run conformance:proxy -- --upstream URL [--port 4010]');
    expect(stderr).toContain('npm run dev:prism');
  });
});

describe('conformance:proxy in front of a broken backend', () => {
  let backend: BrokenBackend;
  let proxy: ChildProcess | undefined;
  let output = '';
  let port = 0;

  beforeAll(async () => {
    backend = await startBrokenBackend();
    port = await freePort();
    proxy = runProxy(['--upstream', backend.baseUrl, '--port', String(port)]);
    proxy.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    proxy.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        await httpRequest(port, 'GET', '/__ready', {});
        return;
      } catch (error) {
        if (Date.now() > deadline || proxy.exitCode !== null) {
          throw new Error(`the proxy did not start:\n${output}`, { cause: error });
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }, 45_000);

  afterAll(async () => {
    const child = proxy;
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => process.kill(-(child.pid ?? 0), 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await backend.close();
  }, 15_000);

  const headers = { accept: 'application/json', authorization: 'Bearer test', 'x-locale': 'tr' };

  it('passes the real answer through and reports the violation', async () => {
    const result = await httpRequest(port, 'GET', '/user/balance', headers);
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ success: true, message: null, data: {} });
    expect(result.headers['sl-violations']).toContain("must have required property 'balance'");
    await expect
      .poll(() => output)
      .toContain(
        "Violation: response.body.data Response body property data must have required property 'balance'",
      );
    expect(backend.requests.at(-1)?.path).toBe('/api/user/balance');
  });

  it('passes an undeclared status through, with a warning', async () => {
    const result = await httpRequest(port, 'GET', '/casino/favorites', headers);
    expect(result.status).toBe(418);
    await expect
      .poll(() => output)
      .toContain(
        'Unable to match the returned status code with those defined in the document: 200,401',
      );
  });

  it('stops Prism and exits 0 on SIGTERM', async () => {
    const child = proxy;
    if (!child) throw new Error('no proxy');
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(httpRequest(port, 'GET', '/__ready', {})).rejects.toThrow();
  });
});
