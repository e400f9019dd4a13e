import { expect, test, type Page } from '@playwright/test';
import { gameOf, playPath } from './support/games';
import { specRoutes } from './support/routes';
import { authDataOf, prepareVisit } from './support/session';

// Every route of the route table, an open game and the member area, as a visitor and as demo, at
// both reference sizes: no page logs an error on the console and none throws an uncaught
// exception (the page and its frames: games and the sportsbook).
test.describe.configure({ mode: 'parallel', timeout: 120_000 });
const FIRST_PAINT = { timeout: 30_000 };

// A game answered with the mock game page's address (a sandboxed frame on the site's origin).
const routes = [...specRoutes, playPath(gameOf('egt'))];
// The pages that show another document in a frame: the sportsbook, and the game for a player.
const framed = {
  visitor: /^\/(spor|livespor|esports)\b/,
  player: /^\/(spor|livespor|esports|casino\/play)\b/,
};

/** Every console error and uncaught exception, named with the route the page was on. */
function watchErrors(page: Page, route: () => string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${route()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    errors.push(`${route()}: uncaught ${error.name}: ${error.message}`),
  );
  return errors;
}

/** In-app navigation, as a link does it, then waits for the page's content to be there. */
async function visit(page: Page, path: string, withFrame: boolean) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first(), path).toBeVisible(FIRST_PAINT);
  // The page's data has arrived: nothing in main says it is still loading.
  await expect(main.locator('[aria-busy="true"]'), path).toHaveCount(0, FIRST_PAINT);
  // Its frame (a game, the sportsbook) has loaded, so what they log is named with this route.
  if (withFrame) await expect(main.locator('iframe'), path).toBeAttached(FIRST_PAINT);
  // A frame may go while it is waited for (the fingerprint library's is short-lived): gone is
  // as good as loaded.
  for (const frame of page.frames()) {
    await frame.waitForLoadState('load').catch((error: unknown) => {
      if (!frame.isDetached()) throw error;
    });
  }
}

for (const role of ['visitor', 'player'] as const) {
  test(`no route logs an error or throws, as a ${role}`, { tag: '@both' }, async ({ page }) => {
    let current = '/';
    const errors = watchErrors(page, () => current);
    await prepareVisit(page, 'en', role === 'player' ? authDataOf('demo') : undefined);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(FIRST_PAINT);
    for (const route of routes) {
      current = route;
      await visit(page, route, framed[role].test(route));
    }
    // Errors of the last page's late parts (its frame, live chat) have had their moment.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
