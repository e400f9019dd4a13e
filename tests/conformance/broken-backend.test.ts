// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FINGERPRINT } from '../../scripts/conformance/request.ts';
import { NO_SESSION, runConformance, type Report } from '../../scripts/conformance/run.ts';
import { listOperations, loadYaml } from '../../scripts/lib/contract-doc.ts';
import { freePort } from '../contract/prism-server';
import { mutations, startBrokenBackend, type BrokenBackend } from './broken-backend';

// The checker is itself tested: a backend that is conformant except for six mutated
// answers; the checker must name each mutation at its operation and pass everything else.

const ROOT = join(import.meta.dirname, '..', '..');
const contractIds = listOperations(loadYaml('generated/openapi.yaml')).map((operation) =>
  String(operation.op.operationId),
);
const NOW = new Date('2026-11-21T12:00:00Z');
const total = contractIds.length;
const mutated = Object.keys(mutations).length;

let backend: BrokenBackend;
let report: Report;

beforeAll(async () => {
  backend = await startBrokenBackend();
  report = await runConformance({ baseUrl: backend.baseUrl, now: NOW });
});

afterAll(async () => {
  await backend.close();
});

function row(operationId: string) {
  const found = report.operations.find((operation) => operation.operationId === operationId);
  if (!found) throw new Error(`${operationId} is not in the report`);
  return found;
}

describe('conformance checker against a broken backend', () => {
  it('runs every operation of the contract once: register, login first, logout last', () => {
    const run = report.operations.map((operation) => operation.operationId);
    expect([...run].sort()).toEqual([...contractIds].sort());
    expect(run.slice(0, 2)).toEqual(['register', 'login']);
    expect(run.at(-1)).toBe('logout');
    // The reads run before the writes.
    expect(run.indexOf('getBalance')).toBeLessThan(run.indexOf('deposit'));
    expect(run.indexOf('getFavorites')).toBeLessThan(run.indexOf('toggleFavorite'));
    expect(report.summary).toEqual({
      total,
      ok: total - mutated,
      violation: mutated,
      unreachable: 0,
    });
  });

  it.each(Object.entries(mutations))('flags the mutation of %s', (operationId, mutation) => {
    const result = row(operationId);
    expect(result.result).toBe('violation');
    expect(result.violations[0]).toMatchObject({ kind: mutation.kind, path: mutation.path });
    expect(result.violations[0]?.message).not.toBe('');
  });

  it('passes every operation it did not mutate', () => {
    const untouched = report.operations.filter(
      (operation) => !(operation.operationId in mutations),
    );
    expect(untouched).toHaveLength(total - mutated);
    for (const operation of untouched) {
      expect(operation, operation.operationId).toMatchObject({
        result: 'ok',
        status: 200,
        violations: [],
      });
    }
  });

  it('registers a fresh player from the contract example and logs in with it', () => {
    const [register, login] = backend.requests;
    expect(register?.method).toBe('POST');
    expect(register?.path).toBe('/api/auth/register');
    const sent = JSON.parse(register?.body ?? '{}') as Record<string, unknown>;
    const username = `qa${NOW.getTime().toString(36)}`;
    expect(sent).toMatchObject({
      username,
      email: `${username}@example.com`,
      name: 'Ayşe Nur',
      password: 'Kara2026!',
      trialBonus: true,
    });
    expect(sent.phone).toMatch(/^5\d{9}$/);
    expect(JSON.parse(login?.body ?? '{}')).toEqual({ username, password: 'Kara2026!' });
    expect(report.player).toEqual({ username, registered: true, loggedIn: true });
  });

  it('sends the headers the site sends, with the token once logged in', () => {
    const [register, login, ...rest] = backend.requests;
    expect(register?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-locale': 'tr',
      'x-fingerprint': FAKE_FINGERPRINT,
    });
    expect(register?.headers.authorization).toBeUndefined();
    // The token of the login example (the last session the run received).
    expect(login?.headers.authorization).toMatch(/^Bearer eyJ/);
    for (const request of rest) expect(request.headers.authorization).toMatch(/^Bearer eyJ/);
    const getBalance = rest.find((request) => request.path === '/api/user/balance');
    expect(getBalance?.headers['content-type']).toBeUndefined();
    expect(rest.find((request) => request.path.startsWith('/api/payment/methods'))?.path).toMatch(
      /\?type=/,
    );
  });
});

describe('conformance checker, operations it cannot reach', () => {
  it('reports a refused connection and the operations that need a session', async () => {
    const port = await freePort();
    const result = await runConformance({ baseUrl: `http://127.0.0.1:${port}`, now: NOW });
    expect(result.summary).toEqual({ total, ok: 0, violation: 0, unreachable: total });
    expect(result.operations[0]).toMatchObject({
      operationId: 'register',
      status: null,
      reason: 'connection refused (ECONNREFUSED)',
    });
    expect(result.operations.find((op) => op.operationId === 'getBalance')?.reason).toBe(
      NO_SESSION,
    );
    expect(result.operations.find((op) => op.operationId === 'getBootstrap')?.reason).toBe(
      'connection refused (ECONNREFUSED)',
    );
    expect(result.notes).toContain('no session: the operations that need one were not called');
  });

  it('gives up after three calls in a row time out', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const result = await runConformance({
        baseUrl: `http://127.0.0.1:${address.port}`,
        timeoutMs: 200,
        now: NOW,
      });
      const reasons = result.operations.map((op) => op.reason);
      expect(reasons.slice(0, 3)).toEqual([
        'timeout: no answer within 0.2 s',
        'timeout: no answer within 0.2 s',
        'timeout: no answer within 0.2 s',
      ]);
      expect(result.operations.find((op) => op.operationId === 'getBootstrap')?.reason).toBe(
        'not called: the last 3 calls timed out',
      );
      expect(result.summary.unreachable).toBe(total);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/conformance/cli.ts', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run conformance (cli.ts)', () => {
  it('prints the table, writes the JSON report and exits 1 on violations', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
    try {
      const file = join(dir, 'report.json');
      const { code, stdout } = await runCli(['--base-url', backend.baseUrl, '--report', file]);
      expect(code).toBe(1);
      for (const [operationId, mutation] of Object.entries(mutations)) {
        const line = stdout.split('\n').find((text) => text.startsWith(`${operationId} `));
        expect(line, operationId).toContain(`${mutation.kind} at`);
      }
      expect(stdout).toMatch(/^register +POST \/auth\/register +200 +ok$/m);
      expect(stdout).toContain(
        `${total} operations: ${total - mutated} ok, ${mutated} with violations, 0 unreachable`,
      );
      for (const line of stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
      const written = JSON.parse(readFileSync(file, 'utf8')) as Report;
      expect(written.baseUrl).toBe(backend.baseUrl);
      expect(written.summary).toEqual(report.summary);
      expect(written.operations.find((op) => op.operationId === 'getFavorites')).toMatchObject({
        method: 'GET',
        path: '/casino/favorites',
        status: 418,
        result: 'violation',
        violations: [{ kind: 'undeclared-status', path: '$' }],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 with the usage text without --base-url', async () => {
    const { code, stdout, stderr } = await runCli([]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('--base-url is required');
    expect(stderr).toContain('Usage: npm run conformance -- --base-url URL');
  });

  it('exits 2 on an unknown option or a base URL that is not http(s)', async () => {
    expect((await runCli(['--base-url', 'ftp://host'])).code).toBe(2);
    const unknown = await runCli(['--base-url', 'http://127.0.0.1:1', '--verbose']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--verbose'");
  });
});
