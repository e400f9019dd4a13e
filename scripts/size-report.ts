import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { parse } from 'yaml';
import { paths } from '../src/shared/config/paths.ts';
import { startPreviewServer, waitForServer } from './lib/preview-server.ts';

// `npm run size`: builds for production, opens every route of spec 2.1 in Chromium and prints the
// gzip size of the JS each one loads before it is interactive. `--check` fails over the budget.
// 135 KB until the footer's landmark, links and legal notices joined the first render (screen
// readers list the footer, the terms and the licence notice at once, not after a scroll): they
// cost about 3.5 KB, all of it the footer's own code and texts; its provider slider still waits.
const HOME_BUDGET_BYTES = 140 * 1000;
// SIZE_DIST and SIZE_PORT measure another build on another port (several checkouts at once).
const PORT = Number(process.env.SIZE_PORT ?? 4174);
const ROOT = join(import.meta.dirname, '..');
const DIST = process.env.SIZE_DIST ?? join(ROOT, 'dist');
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

// The contract's success examples answer the ./api calls, so every page renders at its real
// length with real-looking data (a page without data would be shorter and pull in the footer).
interface Example {
  value?: unknown;
  $ref?: string;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }>;
}
const contract = parse(readFileSync(join(ROOT, 'generated', 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { examples: Record<string, Example> };
};
function exampleAnswer(method: string, path: string): unknown {
  const operation = contract.paths[path]?.[method.toLowerCase()];
  const example = operation?.responses?.['200']?.content?.['application/json']?.examples?.success;
  const name = example?.$ref?.split('/').pop();
  return name ? contract.components.examples[name]?.value : example?.value;
}

function onMainDomain(envelope: unknown, host: string): unknown {
  const { data } = envelope as { data: { domainStatus: { next: string } } };
  return {
    ...(envelope as object),
    data: { ...data, domainStatus: { ...data.domainStatus, current: host } },
  };
}

async function answerFromContract(page: Page, origin: string): Promise<void> {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) return route.abort();
    if (!url.pathname.startsWith('/api/')) return route.continue();
    let body = exampleAnswer(route.request().method(), url.pathname.slice('/api'.length));
    // The site as visitors usually see it: on its main domain (no "other address" notice).
    if (url.pathname === '/api/cms/grouped') body = onMainDomain(body, url.hostname);
    if (body === undefined) return route.fulfill({ status: 503, body: '' });
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
  });
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

execFileSync('bash', [join(ROOT, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
// `--no-build` measures the dist/ that `npm run build` just wrote (as `npm test` does).
if (!process.argv.includes('--no-build')) {
  console.log('size: building for production...');
  execFileSync(join(BIN, 'vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

const server = startPreviewServer({ outDir: DIST, port: PORT });
const { origin } = server;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
interface Measured {
  file: string;
  bytes: number;
  /** Requested before the page was idle (the `app:idle` mark), i.e. needed for the first view. */
  firstView: boolean;
}
const rows: Array<{ route: string; firstView: number; total: number; files: number }> = [];
let homeFiles: Measured[] = [];
const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const sum = (items: Measured[]) => items.reduce((total, item) => total + item.bytes, 0);

// The member area is measured as a logged-in player sees it (a visitor gets the login dialog).
const playerSession = JSON.stringify({
  token: 'size-report',
  username: 'demo',
  usercode: '10000001',
  balance: 1250.75,
  phone: '905551112233',
  smsVerified: true,
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  fingerprint: 'fp',
});

/** The JS a visit to `route` loads until the network is idle, without scrolling. */
async function measure(
  route: string,
  returning: boolean,
  player = route.startsWith(paths.dashboard),
): Promise<Measured[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A returning visitor's device fingerprint is stored; a first visit computes it (spec 4).
  if (returning) await context.addInitScript(() => localStorage.setItem('fingerprint', 'fp'));
  if (player) {
    await context.addInitScript(
      (session) => localStorage.setItem('authData', session),
      playerSession,
    );
  }
  const page = await context.newPage();
  await answerFromContract(page, origin);
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  const scripts = await page.evaluate((siteOrigin) => {
    const idle = performance.getEntriesByName('app:idle')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(siteOrigin) && entry.name.endsWith('.js'))
      .map((entry) => ({ file: new URL(entry.name).pathname, firstView: entry.startTime < idle }));
  }, origin);
  await context.close();
  // A file is counted once: a module that a <link rel="modulepreload"> fetched has a second
  // resource entry when the module script uses it (the entry loader adds the script), though the
  // browser fetched it only once.
  const seen = new Map<string, boolean>();
  for (const { file, firstView } of scripts) seen.set(file, (seen.get(file) ?? false) || firstView);
  return [...seen].map(([file, firstView]) => ({ file, firstView, bytes: gzipSize(file) }));
}

let firstVisitHome: Measured[];
let playerHome: Measured[];
try {
  await waitForServer(origin);
  for (const route of routes) {
    const measured = await measure(route, true);
    rows.push({
      route,
      firstView: sum(measured.filter((item) => item.firstView)),
      total: sum(measured),
      files: measured.length,
    });
    if (route === paths.home) homeFiles = measured;
  }
  firstVisitHome = await measure(paths.home, false);
  playerHome = await measure(paths.home, true, true);
} finally {
  await browser.close();
  server.stop();
}

console.log(
  "\nJS a returning visitor loads (gzip level 9, 1280x800, the contract's example answers;" +
    '\nthe member area logged in):' +
    '\n"first view" is what loads before the page is idle; "total" adds what loads until the' +
    '\nnetwork is idle without scrolling (slider motion, live chat, popups).',
);
console.log(
  `${'route'.padEnd(34)} ${'files'.padStart(5)} ${'first view'.padStart(11)} ${'total'.padStart(10)}`,
);
for (const { route, files, firstView, total } of rows) {
  console.log(
    `${route.slice(0, 34).padEnd(34)} ${String(files).padStart(5)} ${kb(firstView).padStart(11)} ${kb(total).padStart(10)}`,
  );
}
const home = rows.find((row) => row.route === paths.home);
if (!home) throw new Error('The home route was not measured');
// What a member-area page adds to the first view of the home page as the same player sees it
// (a player's shell carries more than a visitor's: the hub, the balance, notifications).
const playerHomeFirstView = sum(playerHome.filter((item) => item.firstView));
const memberPages = rows.filter((row) => row.route.startsWith(`${paths.dashboard}/`));
const added = Math.max(...memberPages.map((row) => row.firstView - playerHomeFirstView));
console.log(
  `\nHome page logged in, first view: ${kb(playerHomeFirstView)}; the most a member-area page` +
    ` adds to it: ${kb(added)} (target 40 KB).`,
);
if (process.argv.includes('--files')) {
  console.log('\nThe home page loads (* = after the page is idle):');
  for (const { file, bytes, firstView } of homeFiles.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(bytes).padStart(9)}  ${firstView ? ' ' : '*'} ${file}`);
  }
}
console.log(
  `\nHome page, first view: ${kb(home.firstView)} of ${kb(HOME_BUDGET_BYTES)} budget (total ${kb(home.total)}).`,
);
console.log(
  `First visit to the home page, first view: ${kb(sum(firstVisitHome.filter((item) => item.firstView)))} ` +
    '(the fingerprint library loads once per device, before the first render: spec 4).',
);
if (process.argv.includes('--check') && home.firstView > HOME_BUDGET_BYTES) {
  console.error(`Over budget by ${kb(home.firstView - HOME_BUDGET_BYTES)}: load more lazily.`);
  process.exit(1);
}
