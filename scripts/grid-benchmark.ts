import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { demoPlayerSession } from './lib/demo-player.ts';
import { startPreviewServer, waitForServer, type PreviewServer } from './lib/preview-server.ts';

// `npm run bench:grid`: builds the site in mock mode, opens the casino category of 10,000 games
// (the mock slot category) in Chromium at desktop and phone sizes, scrolls to its last game and
// prints the most game cards the DOM held and the longest task (PerformanceObserver 'longtask')
// while scrolling. Targets: under 300 cards and under 50 ms. Then, logged in as demo (5,000 game
// lines), it pages through Game History and prints the most rows the page held and the longest
// task while paging (target under 50 ms). Not a timed test: numbers depend on the machine.
// `--no-build` reuses the last build, `--url http://...` measures a running server, `--check`
// exits with 1 over a target.
const MAX_CARDS = 300;
const MAX_TASK_MS = 50;
const PORT = 4179;
const CATEGORY_ID = 15;
const GAME_COUNT = 10_000;
const ROOT = join(import.meta.dirname, '..');
const OUT = join(tmpdir(), 'casino-grid-benchmark');
const BIN = join(ROOT, 'node_modules', '.bin');
const args = process.argv.slice(2);
const urlArg = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;

const sizes = [
  { name: 'desktop 1280x800', width: 1280, height: 800, isMobile: false },
  { name: 'mobile 390x844', width: 390, height: 844, isMobile: true },
] as const;

interface Result {
  size: string;
  maxCards: number;
  cardsAtEnd: number;
  longestTaskMs: number;
  longTasks: number;
  steps: number;
  reachedLastGame: boolean;
}

async function measure(browser: Browser, origin: string, size: (typeof sizes)[number]) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    isMobile: size.isMobile,
    hasTouch: size.isMobile,
  });
  // English, and no startup announcement over the page (it would lock the page's scroll).
  await context.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('popupSeen', JSON.stringify(['*']));
  });
  const page = await context.newPage();
  await page.goto(`${origin}/casino/slot?category=${CATEGORY_ID}`);
  const grid = page.getByRole('region', { name: 'Games' });
  await grid.getByRole('article').first().waitFor({ timeout: 60_000 });
  await grid.getByText(`${GAME_COUNT} games in this list`).waitFor();
  // Let the load settle: only the scrolling is measured. In mock mode the backend runs in the page,
  // and building the 10,000-game answer leaves megabytes of garbage that a real backend would not:
  // it is collected before measuring.
  await page.waitForTimeout(1000);
  await page.evaluate(() => (window as unknown as { gc?: () => void }).gc?.());
  await page.evaluate(() => {
    const state = { longest: 0, count: 0 };
    (window as unknown as { benchTasks: typeof state }).benchTasks = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.count += 1;
        state.longest = Math.max(state.longest, entry.duration);
      }
    }).observe({ type: 'longtask' });
  });

  let maxCards = 0;
  let steps = 0;
  let reachedLastGame = false;
  let lastY = -1;
  let stuck = 0;
  await page.mouse.move(size.width / 2, size.height / 2);
  for (; steps < 5000; steps += 1) {
    await page.mouse.wheel(0, size.height * 0.9);
    const state = await page.evaluate(
      (count) =>
        new Promise<{ cards: number; last: boolean; atEnd: boolean; y: number }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({
                cards: document.querySelectorAll('article').length,
                last: document.querySelector(`li[aria-posinset="${count}"] article`) !== null,
                y: window.scrollY,
                atEnd:
                  window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
              }),
            ),
          ),
        ),
      GAME_COUNT,
    );
    maxCards = Math.max(maxCards, state.cards);
    // The last game was drawn on the way (at the very end a tall footer may fill the screen).
    reachedLastGame ||= state.last;
    if (state.atEnd) break;
    // Something (a dialog) holds the page: stop rather than wheel forever.
    stuck = state.y === lastY ? stuck + 1 : 0;
    lastY = state.y;
    if (stuck > 20) throw new Error(`The page stopped scrolling at ${state.y} px`);
  }
  await page.waitForTimeout(500);
  const end = await page.evaluate(() => ({
    cards: document.querySelectorAll('article').length,
    tasks: (window as unknown as { benchTasks: { longest: number; count: number } }).benchTasks,
  }));
  await context.close();
  return {
    size: size.name,
    maxCards: Math.max(maxCards, end.cards),
    cardsAtEnd: end.cards,
    longestTaskMs: Math.round(end.tasks.longest),
    longTasks: end.tasks.count,
    steps,
    reachedLastGame,
  } satisfies Result;
}

const HISTORY_PAGES = 20;

/** Turns HISTORY_PAGES pages of demo's Game History (the last 3 months) with the Next button. */
async function measureHistoryPaging(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((session) => {
    if (sessionStorage.getItem('bench')) return;
    sessionStorage.setItem('bench', '1');
    localStorage.setItem('lang', 'en');
    localStorage.setItem('popupSeen', JSON.stringify(['*']));
    localStorage.setItem('authData', session);
  }, JSON.stringify(demoPlayerSession));
  const page = await context.newPage();
  await page.goto(`${origin}/dashboard/game-history`);
  const table = page.getByRole('table', { name: 'Game rounds' });
  await table.waitFor({ timeout: 60_000 });
  await page.getByRole('combobox', { name: 'Period' }).selectOption('last3Months');
  await page.getByText(/^Page 1 of \d+/).waitFor();
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const state = { longest: 0, count: 0 };
    (window as unknown as { benchTasks: typeof state }).benchTasks = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.count += 1;
        state.longest = Math.max(state.longest, entry.duration);
      }
    }).observe({ type: 'longtask' });
  });
  let maxRows = 0;
  for (let turned = 1; turned <= HISTORY_PAGES; turned += 1) {
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(new RegExp(`^Page ${turned + 1} of`)).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    maxRows = Math.max(maxRows, await table.getByRole('row').count());
  }
  const tasks = await page.evaluate(
    () => (window as unknown as { benchTasks: { longest: number; count: number } }).benchTasks,
  );
  const total =
    (await page
      .getByText(/of \d+$/)
      .first()
      .textContent()) ?? '';
  await context.close();
  return { maxRows: maxRows - 1, longestTaskMs: Math.round(tasks.longest), total };
}

execFileSync('bash', [join(ROOT, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
let server: PreviewServer | undefined;
let origin = urlArg ?? `http://127.0.0.1:${PORT}`;
if (!urlArg) {
  if (!args.includes('--no-build')) {
    console.log(`grid-benchmark: building in mock mode into ${OUT}...`);
    execFileSync(
      join(BIN, 'vite'),
      ['build', '--mode', 'mock', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: ROOT, stdio: 'inherit' },
    );
  }
  server = startPreviewServer({ outDir: OUT, port: PORT });
  origin = server.origin;
}

const results: Result[] = [];
let history: Awaited<ReturnType<typeof measureHistoryPaging>> | undefined;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--js-flags=--expose-gc',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
try {
  await waitForServer(origin);
  for (const size of sizes) results.push(await measure(browser, origin, size));
  history = await measureHistoryPaging(browser, origin);
} finally {
  await browser.close();
  server?.stop();
}

console.log(
  `\nThe casino grid with ${GAME_COUNT} games, scrolled to the end with the mouse wheel:`,
);
let failed = false;
for (const result of results) {
  const cardsOk = result.maxCards < MAX_CARDS;
  const taskOk = result.longestTaskMs < MAX_TASK_MS;
  failed ||= !cardsOk || !taskOk || !result.reachedLastGame;
  console.log(
    `${result.size.padEnd(18)} game cards in the DOM: at most ${result.maxCards} (target < ${MAX_CARDS}) ${cardsOk ? 'ok' : 'OVER'}; ` +
      `longest task while scrolling: ${result.longestTaskMs} ms (target < ${MAX_TASK_MS} ms) ${taskOk ? 'ok' : 'OVER'}; ` +
      `${result.longTasks} long tasks in ${result.steps} scroll steps; last game ${result.reachedLastGame ? 'reached' : 'NOT reached'}.`,
  );
}
if (history) {
  const taskOk = history.longestTaskMs < MAX_TASK_MS;
  failed ||= !taskOk;
  console.log(
    `\nGame History of demo (5,000 lines), ${HISTORY_PAGES} pages turned (${history.total.trim()}): ` +
      `at most ${history.maxRows} rows on the page; longest task while paging: ` +
      `${history.longestTaskMs} ms (target < ${MAX_TASK_MS} ms) ${taskOk ? 'ok' : 'OVER'}.`,
  );
}
if (args.includes('--check') && failed) process.exit(1);
