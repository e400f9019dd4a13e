import { expect, test, type Page, type Response } from '@playwright/test';
import { gameOf, playPath } from './support/games';
import { specRoutes } from './support/routes';
import { authDataOf, prepareVisit } from './support/session';

// One walk through every route of the route table, two open games (one answered with an
// address, one with an HTML document) and the member area, as a visitor and as demo, at both
// reference sizes (English on the desktop, Turkish on the phone). On every page: the shell is
// there with the page's heading, nothing is logged on the console as an error, nothing throws,
// and nothing breaks the security policy (security-headers.ts, sent by `vite preview`), in the
// page or in its frames (games, the sportsbook).
test.describe.configure({ mode: 'parallel', timeout: 150_000 });
const FIRST_PAINT = { timeout: 30_000 };

const games = [gameOf('egt'), gameOf('softgamings')];
// The pages that show another document in a frame: the sportsbook, and a game for a player.
const framed = {
  visitor: /^\/(spor|livespor|esports)\b/,
  player: /^\/(spor|livespor|esports|casino\/play)\b/,
};

/**
 * Every console error, uncaught exception and policy violation, named with the route the page
 * was on. Each document (frames included: a sandboxed frame cannot reach the page) logs its own
 * securitypolicyviolation events as console errors; the browser logs its refusals there too.
 */
function watchErrors(page: Page, route: () => string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${route()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    errors.push(`${route()}: uncaught ${error.name}: ${error.message}`),
  );
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      console.error(
        `securitypolicyviolation ${event.violatedDirective} ${event.blockedURI} at ${where}`,
      );
    });
  });
  return errors;
}

function expectSecurityHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** In-app navigation, as a link does it, then waits until the page is all there. */
async function visit(page: Page, path: string, role: 'visitor' | 'player') {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A visitor sent to the member area is asked to log in where they were.
  if (role === 'player') await expect(page).toHaveURL(path);
  // The site's header (an open dialog may have a header of its own).
  await expect(page.getByRole('banner').first(), path).toBeVisible();
  const main = page.getByRole('main');
  const heading = path.startsWith('/casino/play/')
    ? main.getByRole('heading').first()
    : main.getByRole('heading', { level: 1 });
  await expect(heading, path).toBeVisible(FIRST_PAINT);
  // The page's data has arrived: nothing in main says it is still loading.
  await expect(main.locator('[aria-busy="true"]'), path).toHaveCount(0, FIRST_PAINT);
  // Its frame (a game, the sportsbook) has loaded, so what it logs is named with this route.
  if (framed[role].test(path)) await expect(main.locator('iframe'), path).toBeAttached(FIRST_PAINT);
  // A frame may go while it is waited for (the fingerprint library's is short-lived): gone is
  // as good as loaded.
  for (const frame of page.frames()) {
    await frame.waitForLoadState('load').catch((error: unknown) => {
      if (!frame.isDetached()) throw error;
    });
  }
}

for (const role of ['visitor', 'player'] as const) {
  test(
    `every route has its shell, logs no error and breaks no policy, as a ${role}`,
    {
      tag: '@both',
    },
    async ({ page }, testInfo) => {
      const language = testInfo.project.name === 'mobile' ? 'tr' : 'en';
      let current = '/';
      const errors = watchErrors(page, () => current);
      await prepareVisit(page, language, role === 'player' ? authDataOf('demo') : undefined);
      // A new device: the fingerprint library runs on the way, and what it logs counts too.
      await page.addInitScript(() => {
        if (window === window.top) localStorage.removeItem('fingerprint');
      });
      expectSecurityHeaders(await page.goto('/'));
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(FIRST_PAINT);
      for (const route of [...specRoutes, ...games.map(playPath)]) {
        current = route;
        await visit(page, route, role);
      }
      if (role === 'player') {
        // The HTML game's launch form was submitted by the site's launch script, allowed by its
        // hash in the frame that inherits the policy: the game has started.
        const frame = page.frameLocator(`iframe[title="${games[1]?.name}"]`);
        await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Errors of the last page's late parts (its frame, live chat) have had their moment.
      await page.waitForLoadState('networkidle');

      // A document the server answers for a deep link carries the headers too, and the footer is
      // in it; scrolled to, it shows.
      current = '/dashboard/deposit';
      expectSecurityHeaders(await page.goto(current));
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded(FIRST_PAINT);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(errors).toEqual([]);
    },
  );
}
