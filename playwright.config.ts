import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Journeys run in Debian's Chromium (Playwright cannot download browsers here) against the
// mock-mode build, at the site's two reference sizes (a desktop and a phone); the journeys in e2e/server/ run against
// the reference server (the production build served by server/main.ts over a fresh in-memory
// database), where what one browser does must be seen by another.
const PORT = 4173;
const SERVER_PORT = 4178;
const isCI = Boolean(process.env.CI);
// E2E_BASE_URL points the journeys at a server that is already running (e.g. `npm run dev`).
const externalBaseUrl = process.env.E2E_BASE_URL;
// E2E_PREBUILT serves the mock-mode build that `npm test` has just made, instead of building it again.
const preview = `npx vite preview --outDir dist-mock --port ${PORT}`;
// The site's two reference sizes: a desktop and a phone.
const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// Journeys run as a visitor who asked for less motion: the site's endless animations (loading
// shimmer, spinners, the sliders' autoplay) keep a software-rendered page busy, which on a 2-core
// machine slows every other journey (about a fifth of their time). The tests of motion itself ask
// for it back (`test.use({ reducedMotion: 'no-preference' })`); the accessibility checks keep it,
// so axe sees the sliders as most visitors do.
const journey = { reducedMotion: 'reduce' as const };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  // Lazy parts load over a busy preview server on CI machines.
  expect: { timeout: 10_000 },
  retries: isCI ? 1 : 0,
  // One worker more than there are cores: a journey often waits (a toast's delay, a debounce, a
  // reload), and a spare one keeps every core busy. On 2 cores the journeys took 421 s with 2
  // workers (11% of the machine idle) and 384 s with 3 (3% idle).
  workers: availableParallelism() + 1,
  // Journeys are independent (each has its own browser context), so the workers share out single
  // journeys, not whole files: one long file no longer finishes last alone.
  fullyParallel: true,
  // The fault matrix prints its grid of journeys and faults, axe how many pages it checked.
  reporter: [
    ['list'],
    ['./e2e/support/fault-matrix-reporter.ts'],
    ['./e2e/support/axe-reporter.ts'],
  ],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // Recording a trace doubles a journey's time on this 2-core machine, so only a retry records
    // one (CI=1 retries once); `--trace on` records them when you are looking into a failure.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium honours only the last --disable-features, so this one list replaces
        // Playwright's own and names every feature the tests turn off:
        // - One renderer process for every site (IsolateOrigins, site-per-process,
        //   IsolateSandboxedIframes). A game frame navigates from its srcdoc launch document to
        //   the provider's page (another site, or a sandboxed page), which Chromium moves to a
        //   process of its own; Playwright sometimes attaches to that process too late and then
        //   neither sees the frame's content nor routes its requests. The process model changes
        //   nothing the page can observe.
        // - No address-bar popup (WebUIOmniboxPopup, WebUIOmniboxAimPopup). Headless Chromium
        //   still loads the popup's two pages in a renderer of their own for every new window,
        //   that is for every browser context: about a third of the CPU a journey's first page
        //   load costs, for a popup nobody can open.
        '--disable-features=IsolateOrigins,site-per-process,IsolateSandboxedIframes,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
        '--disable-site-isolation-trials',
      ],
    },
  },
  // Every journey runs at the desktop size unless tagged @mobile-only. The mobile size runs the
  // journeys tagged @mobile-only (its own layout, and the Turkish half of the journeys written for
  // both languages: languageProject in e2e/support/session.ts) and those tagged @both. The
  // accessibility checks (e2e/accessibility) run at both sizes, in projects of their own.
  projects: [
    // The accessibility checks come first: a run of every project (`npm test`) hands out tests in
    // this order, so the long groups of checks start at once and the journeys' single tests fill
    // the workers as those groups end. The production build's server for these makes its
    // certificate for the run. A worker's first check also starts that server and loads the site,
    // which takes long on a busy machine.
    {
      name: 'accessibility-desktop',
      timeout: 60_000,
      testDir: 'e2e/accessibility',
      grepInvert: /@mobile-only/,
      use: { ...desktop, ignoreHTTPSErrors: true },
    },
    {
      name: 'accessibility-mobile',
      timeout: 60_000,
      testDir: 'e2e/accessibility',
      grepInvert: /@desktop-only/,
      use: { ...mobile, ignoreHTTPSErrors: true },
    },
    {
      name: 'desktop',
      testIgnore: ['server/**', 'accessibility/**'],
      grepInvert: /@mobile-only/,
      use: { ...desktop, ...journey },
    },
    {
      name: 'mobile',
      testIgnore: ['server/**', 'accessibility/**'],
      grep: /@mobile-only|@both/,
      use: { ...mobile, ...journey },
    },
    {
      name: 'server',
      testDir: 'e2e/server',
      use: {
        baseURL: process.env.E2E_SERVER_URL ?? `http://127.0.0.1:${SERVER_PORT}`,
        ...desktop,
        ...journey,
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: process.env.E2E_PREBUILT ? preview : `npm run build:mock && ${preview}`,
          url: `http://127.0.0.1:${PORT}`,
          reuseExistingServer: !isCI,
          timeout: 180_000,
        },
        {
          command: process.env.E2E_PREBUILT ? 'node server/main.ts' : 'npm start',
          url: `http://127.0.0.1:${SERVER_PORT}`,
          env: { PORT: String(SERVER_PORT), DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
          reuseExistingServer: !isCI,
          timeout: 180_000,
        },
      ],
});
