import { defineConfig } from '@playwright/test';

// Journeys run in Debian's Chromium (Playwright cannot download browsers here) against the
// mock-mode build, at the spec's two reference sizes.
const PORT = 4173;
const isCI = Boolean(process.env.CI);
// E2E_BASE_URL points the journeys at a server that is already running (e.g. `npm run dev`).
const externalBaseUrl = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  // Lazy parts load over a busy preview server on CI machines.
  expect: { timeout: 10_000 },
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
      ],
    },
  },
  // A journey of one size only is tagged @desktop-only or @mobile-only; the other project leaves it
  // out rather than reporting it skipped.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `npm run build:mock && npx vite preview --outDir dist-mock --port ${PORT}`,
        url: `http://127.0.0.1:${PORT}`,
        reuseExistingServer: !isCI,
        timeout: 180_000,
      },
});
