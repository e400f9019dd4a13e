import type { Browser } from 'playwright-core';
import type { AuthData } from '@generated/api/model';

/** How long a visit lasts: the JS a page fetches by itself in this time is its second figure. */
const VISIT_MS = 10_000;

export interface Visit {
  origin: string;
  route: string;
  /** A first visit computes the device fingerprint; a returning device has one stored. */
  firstVisit?: boolean;
  /** The stored login data of a logged-in player. */
  session?: AuthData;
}

export interface VisitScript {
  file: string;
  /** Bytes as fetched (gzip-encoded body). */
  bytes: number;
  /** Arrived before the largest paint. */
  critical: boolean;
}

/**
 * Opens `route` on a phone-sized window, waits 10 s without touching the page, and reads what the
 * browser recorded: its largest-contentful-paint entries and the resource timing of every JS file
 * of the site. A file counts once (a module that a <link rel="modulepreload"> fetched has a
 * second entry when the module script uses it, without a second fetch).
 */
export async function firstTenSeconds(browser: Browser, visit: Visit) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  await context.addInitScript(
    ({ firstVisit, session }) => {
      performance.setResourceTimingBufferSize(2000);
      if (!firstVisit) localStorage.setItem('fingerprint', 'fp');
      if (session) localStorage.setItem('authData', session);
    },
    {
      firstVisit: visit.firstVisit ?? false,
      session: visit.session && JSON.stringify(visit.session),
    },
  );
  const page = await context.newPage();
  await page.goto(`${visit.origin}${visit.route}`, { waitUntil: 'commit' });
  await page.waitForTimeout(VISIT_MS);
  const recorded = await page.evaluate(
    async ({ origin, windowMs }) => {
      const paints = await new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve([]), 1000);
      });
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (entry) => entry.name.startsWith(origin) && new URL(entry.name).pathname.endsWith('.js'),
        )
        .filter((entry) => entry.startTime <= windowMs)
        .map((entry) => ({
          file: new URL(entry.name).pathname,
          bytes: entry.encodedBodySize,
          arrived: entry.responseEnd,
        }));
      return { largestPaint: paints.at(-1)?.startTime ?? null, scripts };
    },
    { origin: visit.origin, windowMs: VISIT_MS },
  );
  await context.close();

  const largestPaint = recorded.largestPaint ?? Infinity;
  const files = new Map<string, VisitScript>();
  for (const { file, bytes, arrived } of recorded.scripts) {
    const known = files.get(file);
    files.set(file, {
      file,
      bytes: Math.max(bytes, known?.bytes ?? 0),
      critical: (known?.critical ?? false) || arrived <= largestPaint,
    });
  }
  const scripts = [...files.values()];
  const sum = (items: VisitScript[]) => items.reduce((total, item) => total + item.bytes, 0);
  return {
    scripts,
    // Without any largest paint, the critical path is unknown: reported as over any budget.
    critical: recorded.largestPaint === null ? Infinity : sum(scripts.filter((s) => s.critical)),
    tenSeconds: sum(scripts),
  };
}
