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

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(`${outDir}.sourcemaps`, { recursive: true, force: true });
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' });

describe('the production build', () => {
  it('has an entry and lazy route chunks', () => {
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(scripts.length).toBeGreaterThan(3);
  });

  it('ships no mock service worker', () => {
    expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(join(outDir, 'mock-service-worker.js'))).toBe(false);
  });

  it('serves no source map, and writes them beside the served folder for an error tracker', () => {
    expect(filesUnder(outDir).filter((file) => file.endsWith('.map'))).toEqual([]);
    const maps = filesUnder(`${outDir}.sourcemaps`).filter((file) => file.endsWith('.js.map'));
    const names = new Set(scripts.map(({ file }) => `assets/${file}.map`));
    expect(maps.length).toBeGreaterThan(scripts.length / 2);
    expect(maps.filter((map) => !names.has(map.replaceAll('\\', '/')))).toEqual([]);
    expect(scripts.filter(({ source }) => source.includes('sourceMappingURL'))).toEqual([]);
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
