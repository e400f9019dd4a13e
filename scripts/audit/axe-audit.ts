import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { paths } from '../../src/shared/config/paths.ts';

/**
 * The axe half of `npm run audit` (issue 17): axe-core's WCAG 2.0/2.1/2.2 A and AA rules in both
 * languages, on a desktop (1280x800) and a phone (390x844), over
 * - the production build with the contract's example answers (`origin`, the audit server): the
 *   visitor's pages (every route outside the member area) as a visitor, and the
 *   dialogs and header panels a visitor or a player opens;
 * - the mock-mode build with the mock backend's seeded data (`dataOrigin`): every route, the member
 *   area and /dashboard/responsible-gaming included, as the demo player
 *   (`?scenario=returning-player`), once the page's data has arrived. Its lists are as long as a
 *   real player's (40 top winners, months of history), so a list that scrolls is audited scrolling.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const AXE_PATH = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** How long a page may take to settle (network idle, then the app's `app:idle` mark). */
const SETTLE_TIMEOUT_MS = 15_000;
// The app marks `app:idle` at the latest 5 s after the load and the browser's next idle moment
// (at most 2 s later); a busy machine stretches both.
const IDLE_MARK_TIMEOUT_MS = 15_000;
/** How long no request may be in flight before a page counts as settled. */
const QUIET_MS = 300;
const POLL_MS = 25;
const DEFAULT_CONCURRENCY = 2;

export type AxeLanguage = 'tr' | 'en';
export type AxeSize = 'desktop' | 'mobile';
export type AxeDialog =
  | 'login'
  | 'register'
  | 'recovery'
  | 'deposit'
  | 'notifications'
  | 'play'
  | 'imagePopup'
  | 'realityCheck'
  // Header panels, audited open: the language menu, the profile menu, the phone's side menu.
  | 'languageMenu'
  | 'profileMenu'
  | 'sideMenu';

const panels: ReadonlySet<AxeDialog | undefined> = new Set([
  'languageMenu',
  'profileMenu',
  'sideMenu',
]);

export interface AxeRow {
  /** A route (`/casino/slot`) or a dialog (`dialog: login`). */
  target: string;
  language: AxeLanguage;
  size: AxeSize;
  /** How many rules failed. */
  violations: number;
  /** How many elements failed (over all rules). */
  nodes: number;
  /** The failed rules' ids. */
  rules: string[];
  /** Set when the page or dialog could not be audited (it counts as a failure). */
  error?: string;
}

export interface AxeViolationDetail {
  target: string;
  language: AxeLanguage;
  size: AxeSize;
  rule: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the failing elements (the first few). */
  elements: string[];
  /** axe's explanation for the first failing element. */
  summary: string;
}

export interface AxeResult {
  rows: AxeRow[];
  /** Every failing element on every page and dialog, summed. */
  totalNodes: number;
  /** Pages or dialogs that could not be audited. */
  errors: number;
  details: AxeViolationDetail[];
  /** The rows as a fixed-width text table. */
  table: () => string;
}

export interface AxeAuditOptions {
  /** Where the production build answers with the contract's examples, e.g. `https://127.0.0.1:4280`. */
  origin: string;
  /**
   * Where the mock-mode build answers (`vite preview` of dist-mock): every route is audited there
   * as the demo player with the seeded data. Without it, only `origin` is audited.
   */
  dataOrigin?: string;
  /** A launched playwright-core Chromium. */
  browser: Browser;
  /** Pages audited at the same time, each in its own context (default 2). */
  concurrency?: number;
  /** Prepares each new browser context before a page opens (for example, routes for /api). */
  setupContext?: (context: BrowserContext) => Promise<void>;
  /** Audit only targets whose name contains one of these (a route or `dialog: name`). */
  only?: string[];
}

const sampleGame = Buffer.from(JSON.stringify({ gameCode: 'sample', name: 'Sample' })).toString(
  'base64',
);

/** Every route of spec 2.1 (paths.ts), with one static page and one encoded game. */
export const auditRoutes: string[] = [
  ...new Set(
    Object.values(paths).map((path) => {
      if (path === paths.page) return paths.page(1);
      if (path === paths.casinoPlay) return paths.casinoPlay(sampleGame);
      return String(path);
    }),
  ),
];

const memberRoute = (route: string) => route.startsWith(paths.dashboard);

// The labels a player reads, taken from the site's own texts, so the dialogs open by name.
type Texts = Record<string, unknown>;
function loadTexts(language: AxeLanguage, namespace: string): Texts {
  const file = join(ROOT, 'src', 'shared', 'i18n', 'locales', language, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}
function text(language: AxeLanguage, namespace: string, key: string): string {
  let node: unknown = loadTexts(language, namespace);
  for (const part of key.split('.')) node = (node as Texts | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return node;
}
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A stored player (as scripts/size-report.ts plants one): the member area and the dialogs a
// player opens are audited logged in.
const playerSession = JSON.stringify({
  token: 'axe-audit',
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

interface Job {
  target: string;
  language: AxeLanguage;
  size: AxeSize;
  player: boolean;
  /** Audited on the mock-mode build, as the demo player with the seeded data. */
  seeded: boolean;
  /** The page to open; a dialog opens from it. */
  route: string;
  dialog?: AxeDialog;
}

/** The target name of a route audited as the demo player with the seeded data. */
const SEEDED_PREFIX = 'demo: ';

function jobs(only: string[] | undefined, seededData: boolean): Job[] {
  const list: Job[] = [];
  for (const language of ['tr', 'en'] as const) {
    for (const size of ['desktop', 'mobile'] as const) {
      for (const route of auditRoutes) {
        // The member area is a player's: with the seeded data when there is a mock-mode build.
        if (!memberRoute(route) || !seededData) {
          list.push({
            target: route,
            language,
            size,
            player: memberRoute(route),
            seeded: false,
            route,
          });
        }
        if (seededData) {
          const target = `${SEEDED_PREFIX}${route}`;
          list.push({ target, language, size, player: true, seeded: true, route });
        }
      }
      const dialogs: Array<{ dialog: AxeDialog; route: string; player: boolean }> = [
        { dialog: 'login', route: paths.home, player: false },
        { dialog: 'register', route: paths.home, player: false },
        { dialog: 'recovery', route: paths.home, player: false },
        { dialog: 'imagePopup', route: paths.home, player: false },
        { dialog: 'deposit', route: paths.deposit, player: true },
        { dialog: 'notifications', route: paths.home, player: true },
        { dialog: 'realityCheck', route: paths.home, player: true },
      ];
      // The play modal is the phone's way to play (spec 2.6); a desktop opens the play page.
      if (size === 'mobile') dialogs.push({ dialog: 'play', route: paths.home, player: true });
      dialogs.push({ dialog: 'profileMenu', route: paths.home, player: true });
      // The phone's language menu sits in the side menu.
      dialogs.push(
        size === 'mobile'
          ? { dialog: 'sideMenu', route: paths.home, player: false }
          : { dialog: 'languageMenu', route: paths.home, player: false },
      );
      for (const { dialog, route, player } of dialogs) {
        const kind = panels.has(dialog) ? 'panel' : 'dialog';
        const target = `${kind}: ${dialog}`;
        list.push({ target, language, size, player, seeded: false, route, dialog });
      }
    }
  }
  const wanted = only?.length
    ? list.filter((job) => only.some((o) => job.target.includes(o)))
    : list;
  // Grouped by browser setup, so a worker reuses its context for the next job.
  return wanted.sort((a, b) => contextKey(a).localeCompare(contextKey(b)));
}

/** Dialogs that open by themselves, each under its own stored state. */
const selfOpening: ReadonlySet<AxeDialog | undefined> = new Set(['imagePopup', 'realityCheck']);

function contextKey(job: Job): string {
  const own = selfOpening.has(job.dialog) ? `/${job.dialog}` : '';
  const who = job.seeded ? 'seeded' : job.player ? 'player' : 'visitor';
  return `${job.language}/${job.size}/${who}${own}`;
}

interface Setup {
  browser: Browser;
  setupContext: AxeAuditOptions['setupContext'];
  /** The server's session start: the reality check counts from it (issue: player protection). */
  sessionStart: string | null;
}

async function newContext(
  job: Job,
  { browser, setupContext, sessionStart }: Setup,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    // The audit server's certificate is made for the run (audit-server.ts).
    ignoreHTTPSErrors: true,
    // The site's Content Security Policy allows no inline script: axe is injected as one.
    bypassCSP: true,
    // Still pictures: the same page every run, and the two cores left for the audit.
    reducedMotion: 'reduce',
    ...(job.size === 'desktop'
      ? { viewport: { width: 1280, height: 800 } }
      : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
  });
  await context.addInitScript(
    ({ language, session, seeded, popupSeen, realityCheck }) => {
      // Frames too run this: a sandboxed one (the sportsbook, a game) has no storage.
      if (window !== window.top) return;
      localStorage.setItem('lang', language);
      // The image popup opens by itself once per content: only its own audit lets it.
      if (popupSeen) localStorage.setItem('popupSeen', '["*"]');
      else localStorage.removeItem('popupSeen');
      // The reality check (an alert dialog) would cover every player page: only its own audit
      // lets it show; elsewhere the checks of this session count as seen.
      if (realityCheck) localStorage.setItem('realityCheck', realityCheck);
      else localStorage.removeItem('realityCheck');
      // A returning device: the fingerprint is known (spec 4).
      localStorage.setItem('fingerprint', 'fp');
      // On the mock-mode build the returning-player scenario logs demo in, and the session stays.
      if (seeded) return;
      if (session) localStorage.setItem('authData', session);
      else localStorage.removeItem('authData');
    },
    {
      language: job.language,
      session: job.player ? playerSession : null,
      seeded: job.seeded,
      popupSeen: job.dialog !== 'imagePopup',
      realityCheck:
        job.dialog === 'realityCheck' || !sessionStart
          ? null
          : JSON.stringify({ startedAt: sessionStart, seen: 1_000_000 }),
    },
  );
  if (setupContext) await setupContext(context);
  return context;
}

/** Asks the server (through the page, so `setupContext` routes apply) when the session started. */
async function readSessionStart(
  browser: Browser,
  origin: string,
  setupContext: AxeAuditOptions['setupContext'],
): Promise<string | null> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    if (setupContext) await setupContext(context);
    const page = await context.newPage();
    await page.route(`${origin}/`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>axe</title>',
      }),
    );
    await page.goto(`${origin}/`);
    return await page.evaluate(async () => {
      const response = await fetch('/api/protection/session', {
        headers: { accept: 'application/json', authorization: 'Bearer axe-audit' },
      });
      const body = (await response.json()) as { data?: { startedAt?: unknown } };
      return typeof body.data?.startedAt === 'string' ? body.data.startedAt : null;
    });
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

/** Requests in flight on each page (a WebSocket is not one): a page is settled when none are. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const requests = new Set<unknown>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/**
 * Opens `route` and waits until the app has marked `app:idle` and the page has settled. A page
 * that already shows the app moves there as a link does (the router follows the history), which
 * is the usual way to arrive and saves loading the app again for each route. `query` is added to
 * the address of a page that loads afresh (the mock-mode build's scenario).
 */
async function openSettled(page: Page, origin: string, route: string, query = ''): Promise<void> {
  trackRequests(page);
  if (page.url().startsWith(`${origin}/`)) {
    const moved = await page.evaluate((path) => {
      if (!performance.getEntriesByName('app:idle').length) return false;
      scrollTo(0, 0);
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
      return true;
    }, route);
    if (moved) {
      await settle(page);
      return;
    }
  }
  await page.goto(`${origin}${route}${query}`, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
  await page
    .waitForFunction(() => performance.getEntriesByName('app:idle').length > 0, undefined, {
      timeout: IDLE_MARK_TIMEOUT_MS,
    })
    .catch(() => undefined);
  await settle(page);
}

/** True while main shows a loading indicator (a page's code or data on its way). */
const mainBusy = (page: Page) =>
  page.evaluate(() => document.querySelector('main [aria-busy="true"]') !== null);

/**
 * No request in flight for QUIET_MS and no loading indicator in main (data and lazy parts have
 * arrived), then two frames painted, so what arrived has rendered.
 */
async function settle(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince = Date.now();
  while (requests && Date.now() < deadline) {
    if (requests.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) {
      if (!(await mainBusy(page))) break;
      quietSince = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

async function visibleButton(page: Page, name: string | RegExp) {
  const button = page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .filter({ visible: true })
    .first();
  await button.waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS });
  return button;
}

async function waitForDialog(page: Page): Promise<void> {
  await page
    .locator('dialog[open]')
    .first()
    .waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS });
  await settle(page);
}

async function waitForPanel(page: Page): Promise<void> {
  await page
    .locator('[aria-expanded="true"]')
    .filter({ visible: true })
    .first()
    .waitFor({ timeout: SETTLE_TIMEOUT_MS });
  await settle(page);
}

/** Opens `job.dialog` as a player would, from the page that is open. */
async function openDialog(page: Page, job: Job): Promise<void> {
  const { language } = job;
  const common = (key: string) => text(language, 'common', key);
  switch (job.dialog) {
    case 'login':
      await (await visibleButton(page, common('shell.header.login'))).click();
      break;
    case 'register':
      // The phone's header has one user button (Login): a visitor finds Sign Up in the side menu.
      if (job.size === 'mobile') {
        await (await visibleButton(page, common('shell.header.menu'))).click();
        await waitForPanel(page);
      }
      await (await visibleButton(page, common('shell.header.signUp'))).click();
      break;
    case 'recovery':
      await (await visibleButton(page, common('shell.header.login'))).click();
      await waitForDialog(page);
      await (await visibleButton(page, text(language, 'auth', 'login.recovery'))).click();
      break;
    case 'deposit':
      await page.locator('main ul button').first().click({ timeout: SETTLE_TIMEOUT_MS });
      break;
    case 'notifications':
      if (job.size === 'desktop') {
        const bell = new RegExp(escapeRegExp(common('shell.header.notifications')));
        await (await visibleButton(page, bell)).click();
      } else {
        // The phone's user button opens the profile panel, which lists Notifications (spec 2.3).
        await (
          await visibleButton(page, new RegExp(escapeRegExp(common('shell.header.profile'))))
        ).click();
        const entry = new RegExp(escapeRegExp(text(language, 'mobile', 'profile.notifications')));
        await (await visibleButton(page, entry)).click();
      }
      break;
    case 'play':
      // The first popular game of the home page (the picture is the tile's button).
      await page.locator('main article button').first().click({ timeout: SETTLE_TIMEOUT_MS });
      break;
    case 'imagePopup':
    case 'realityCheck':
      // They open by themselves: the popup a moment after a first visit, the reality check when
      // the session has run for its interval.
      break;
    case 'languageMenu':
      await (
        await visibleButton(page, new RegExp(`^${escapeRegExp(common('shell.language.select'))}`))
      ).click();
      await waitForPanel(page);
      return;
    case 'profileMenu':
      await (
        await visibleButton(page, new RegExp(`^${escapeRegExp(common('shell.header.profile'))}`))
      ).click();
      await waitForPanel(page);
      return;
    case 'sideMenu':
      await (await visibleButton(page, common('shell.header.menu'))).click();
      await waitForPanel(page);
      return;
    default:
      return;
  }
  await waitForDialog(page);
  if (job.dialog === 'play') {
    // The spinner shows until the game has loaded; audit the modal with the game in it.
    await page
      .locator('dialog[open] iframe')
      .first()
      .waitFor({ state: 'attached', timeout: SETTLE_TIMEOUT_MS })
      .catch(() => undefined);
    await settle(page);
  }
}

interface RawViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

async function runAxe(page: Page): Promise<RawViolation[]> {
  const injected = await page.evaluate(() => 'axe' in globalThis);
  if (!injected) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (values) => {
    const axe = (
      globalThis as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }
    ).axe;
    // axe waits up to 10 s for every video to load its metadata, for the one rule about sound
    // that plays by itself (no-autoplay-audio); a muted video plays none, so it waits only when a
    // medium could sound.
    const audible = [...document.querySelectorAll<HTMLMediaElement>('video, audio')].some(
      (media) => media.autoplay && !media.muted,
    );
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
      preload: { assets: audible ? ['cssom', 'media'] : ['cssom'] },
    })) as { violations: RawViolation[] };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, TAGS);
}

// The mock backend's scenario of a player who is still logged in from an earlier visit (demo).
const SEEDED_PLAYER = '?scenario=returning-player';

async function auditJob(page: Page, origins: Origins, job: Job): Promise<RawViolation[]> {
  if (job.seeded && origins.data) await openSettled(page, origins.data, job.route, SEEDED_PLAYER);
  else await openSettled(page, origins.site, job.route);
  if (job.dialog) await openDialog(page, job);
  const violations = await runAxe(page);
  // A panel stays open across pages: the next page loads afresh.
  if (panels.has(job.dialog)) await page.goto('about:blank');
  else if (job.dialog) await closeDialogs(page);
  return violations;
}

/**
 * Closes what a dialog audit opened (Escape, as a player would), so the next page starts clean;
 * when something stays open, the next page loads afresh.
 */
async function closeDialogs(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if ((await page.locator('dialog[open]').count()) === 0) return;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(50);
  }
  if ((await page.locator('dialog[open]').count()) > 0) await page.goto('about:blank');
}

function formatTable(rows: AxeRow[]): string {
  const header = ['page / dialog', 'lang', 'size', 'rules', 'nodes', 'rule ids'];
  const lines = rows.map((row) => [
    row.target,
    row.language,
    row.size,
    String(row.violations),
    String(row.nodes),
    row.error ? `ERROR: ${row.error}` : row.rules.join(', '),
  ]);
  const widths = header.map((title, column) =>
    column === header.length - 1
      ? 0
      : Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column >= 3 && column <= 4
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
}

/**
 * Runs axe over every route and dialog in both languages at both sizes. Resolves with one row per
 * page or dialog; `totalNodes` is 0 when the site passes.
 */
interface Origins {
  site: string;
  data?: string;
}

export async function runAxeAudit({
  origin,
  dataOrigin,
  browser,
  concurrency = DEFAULT_CONCURRENCY,
  setupContext,
  only,
}: AxeAuditOptions): Promise<AxeResult> {
  const queue = jobs(only, dataOrigin !== undefined);
  const origins: Origins = { site: origin, data: dataOrigin };
  const setup: Setup = {
    browser,
    setupContext,
    sessionStart: await readSessionStart(browser, origin, setupContext),
  };
  const rows: AxeRow[] = [];
  const details: AxeViolationDetail[] = [];
  const order = new Map(queue.map((job, index) => [job, index]));
  const rowOrder = new Map<AxeRow, number>();

  async function worker(): Promise<void> {
    let context: BrowserContext | null = null;
    let key = '';
    try {
      for (let job = queue.shift(); job; job = queue.shift()) {
        if (!context || key !== contextKey(job)) {
          await context?.close();
          context = await newContext(job, setup);
          key = contextKey(job);
        }
        const page = context.pages()[0] ?? (await context.newPage());
        const row: AxeRow = {
          target: job.target,
          language: job.language,
          size: job.size,
          violations: 0,
          nodes: 0,
          rules: [],
        };
        try {
          const violations = await auditJob(page, origins, job);
          row.violations = violations.length;
          row.nodes = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
          row.rules = violations.map((violation) => violation.id);
          for (const violation of violations) {
            details.push({
              target: job.target,
              language: job.language,
              size: job.size,
              rule: violation.id,
              impact: violation.impact,
              help: violation.help,
              elements: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
              summary: violation.nodes[0]?.failureSummary ?? '',
            });
          }
        } catch (error) {
          row.error = (error instanceof Error ? error.message : String(error)).split('\n')[0];
          // A broken page may leave the context in any state: start the next job afresh.
          await context.close().catch(() => undefined);
          context = null;
        }
        rows.push(row);
        rowOrder.set(row, order.get(job) ?? 0);
      }
    } finally {
      await context?.close().catch(() => undefined);
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, () => worker()));
  const rank = (row: AxeRow) => {
    const route = row.target.replace(SEEDED_PREFIX, '');
    const kind = row.target.startsWith('/') ? 0 : row.target.startsWith(SEEDED_PREFIX) ? 1 : 2;
    return `${kind}|${String(auditRoutes.indexOf(route)).padStart(3, '0')}|${row.target}|${row.language}|${row.size}`;
  };
  rows.sort(
    (a, b) => rank(a).localeCompare(rank(b)) || (rowOrder.get(a) ?? 0) - (rowOrder.get(b) ?? 0),
  );
  return {
    rows,
    totalNodes: rows.reduce((sum, row) => sum + row.nodes, 0),
    errors: rows.filter((row) => row.error).length,
    details,
    table: () => formatTable(rows),
  };
}

/**
 * `npx node scripts/audit/axe-audit.ts --origin https://127.0.0.1:4280 [--data-origin
 * http://127.0.0.1:4281] [--only /casino]`.
 */
async function main(): Promise<void> {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const origin = argument('--origin');
  if (!origin) {
    console.error(
      'Usage: node scripts/audit/axe-audit.ts --origin URL [--data-origin URL] [--only TEXT] [--details]',
    );
    process.exit(2);
  }
  const dataOrigin = argument('--data-origin');
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const started = Date.now();
    const only = argument('--only');
    const result = await runAxeAudit({
      origin,
      dataOrigin,
      browser,
      only: only ? only.split(',') : undefined,
    });
    console.log(result.table());
    if (process.argv.includes('--details')) {
      for (const detail of result.details) {
        console.log(
          `\n${detail.target} ${detail.language} ${detail.size}: ${detail.rule} (${detail.impact}) ${detail.help}\n  ${detail.elements.join('\n  ')}\n  ${detail.summary.replaceAll('\n', '\n  ')}`,
        );
      }
    }
    console.log(
      `\naxe: ${result.totalNodes} failing elements, ${result.errors} pages or dialogs not audited (${((Date.now() - started) / 1000).toFixed(0)} s).`,
    );
    if (result.totalNodes > 0 || result.errors > 0) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
