import { expect, type Page, type Request } from '@playwright/test';

// A page is ready when a player would call it loaded: no request in flight for a moment, main
// shown, nothing in main still showing a loading state (a page's code or data on its way), and
// what that let in has loaded too. It reads nothing the app marks for itself.

const READY_MS = 20_000;
/** How long no request may be in flight before the network counts as quiet. */
const QUIET_MS = 500;
const POLL_MS = 50;

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests from now on, so readiness can be judged after a move inside the app
 * too (the browser's own network-idle state is reached once per document).
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

async function networkQuiet(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) {
    await page.waitForLoadState('networkidle', { timeout: READY_MS });
    return;
  }
  const deadline = Date.now() + READY_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) {
      const pending = [...requests].map((request) => request.url()).join(', ');
      throw new Error(`The network did not go quiet; still loading ${pending}`);
    }
    if (requests.size > 0) quietSince = Date.now();
    await page.waitForTimeout(POLL_MS);
  }
}

export async function waitForPageReady(page: Page): Promise<void> {
  await networkQuiet(page);
  const main = page.getByRole('main');
  await expect(main).toBeVisible({ timeout: READY_MS });
  await expect(main).not.toHaveAttribute('aria-busy', 'true', { timeout: READY_MS });
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: READY_MS });
  await networkQuiet(page);
}

/** Moves to `path` inside the app that is open, as a link does (the router follows the history). */
export async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    scrollTo(0, 0);
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
  await waitForPageReady(page);
}
