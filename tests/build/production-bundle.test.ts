// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The production build (no mock mode) must carry no mock backend: no MSW, no service worker, no
// mock database, no faker.
const ROOT = join(import.meta.dirname, '..', '..');
const outDir = mkdtempSync(join(tmpdir(), 'casino-prod-'));
let scripts: Array<{ file: string; source: string }> = [];

beforeAll(() => {
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: 'pipe',
    },
  );
  const assets = join(outDir, 'assets');
  scripts = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, source: readFileSync(join(assets, file), 'utf8') }));
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production build', () => {
  it('has an entry and lazy route chunks', () => {
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(scripts.length).toBeGreaterThan(3);
  });

  it('ships no mock service worker', () => {
    expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(join(outDir, 'mock-service-worker.js'))).toBe(false);
  });

  it.each([
    ['MSW', /setupWorker|mockServiceWorker|msw\/browser/],
    ['the mock database', /@mswjs\/data|primaryKey\(|demo123/],
    ['faker', /faker\.(string|person|number|helpers)/],
    ['the generated MSW handlers', /MockHandler|\*\/auth\/login/],
  ])('contains no %s code', (_name, pattern) => {
    const offenders = scripts.filter(({ source }) => pattern.test(source)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
