import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { paths } from '../src/shared/config/paths.ts';

// `npm run size`: builds for production, opens every route of spec 2.1 in Chromium and prints the
// gzip size of the JS each one loads before it is interactive. `--check` fails over the budget.
const HOME_BUDGET_BYTES = 135 * 1000;
const PORT = 4174;
const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const BIN = join(ROOT, 'node_modules', '.bin');
const sampleGame = Buffer.from(JSON.stringify({ gameCode: 'sample', name: 'Sample' })).toString(
  'base64',
);

const routes = [
  ...new Set(
    Object.values(paths).map((path) => {
      if (path === paths.page) return paths.page(1);
      if (path === paths.casinoPlay) return paths.casinoPlay(sampleGame);
      return String(path);
    }),
  ),
];

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The preview server did not start at ${url}`);
}

execFileSync('bash', [join(ROOT, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
// `--no-build` measures the dist/ that `npm run build` just wrote (as `npm test` does).
if (!process.argv.includes('--no-build')) {
  console.log('size: building for production...');
  execFileSync(join(BIN, 'vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

const server = spawn(join(BIN, 'vite'), ['preview', '--outDir', 'dist', '--port', String(PORT)], {
  cwd: ROOT,
  stdio: 'ignore',
  detached: true,
});
const origin = `http://127.0.0.1:${PORT}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const rows: Array<{ route: string; files: number; bytes: number }> = [];
// `--files` lists what the home page loads, largest first.
const homeFiles: Array<[string, number]> = [];
try {
  await waitForServer(origin);
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    // No backend runs here: API calls fail fast, which does not change what JS loads.
    await page.route('**/api/**', (r) => r.fulfill({ status: 503, body: '' }));
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    const sizes = [...scripts].map((file): [string, number] => [
      file,
      gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length,
    ]);
    const bytes = sizes.reduce((sum, [, size]) => sum + size, 0);
    if (route === paths.home) homeFiles.push(...sizes);
    rows.push({ route, files: scripts.size, bytes });
    await page.close();
  }
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid);
}

console.log('\nJS loaded before interactive, gzip (level 9):');
console.log(`${'route'.padEnd(34)} ${'files'.padStart(5)} ${'size'.padStart(10)}`);
for (const { route, files, bytes } of rows) {
  console.log(
    `${route.slice(0, 34).padEnd(34)} ${String(files).padStart(5)} ${kb(bytes).padStart(10)}`,
  );
}
const home = rows.find((row) => row.route === paths.home);
if (!home) throw new Error('The home route was not measured');
if (process.argv.includes('--files')) {
  console.log('\nThe home page loads:');
  for (const [file, size] of homeFiles.sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(size).padStart(9)}  ${file}`);
  }
}
console.log(`\nHome page: ${kb(home.bytes)} of ${kb(HOME_BUDGET_BYTES)} budget.`);
if (process.argv.includes('--check') && home.bytes > HOME_BUDGET_BYTES) {
  console.error(`Over budget by ${kb(home.bytes - HOME_BUDGET_BYTES)}: load more lazily.`);
  process.exit(1);
}
