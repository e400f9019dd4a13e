import { expect, test, type Page, type Request } from '@playwright/test';
import type { GameProvider } from '@generated/api/model';
import { gameOf, playPath } from './support/games';
import { authDataOf, prepareVisit } from './support/session';

// Opening a game and playing it: the launch call of each provider with
// exactly its fields, reload, close, frame messages and the invalid-address page.
test.describe.configure({ timeout: 60_000 });
const FIRST_PAINT = { timeout: 30_000 };

/** Every launch call the page makes, with its JSON body. */
function launchCalls(page: Page) {
  const calls: Array<{ path: string; body: unknown }> = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.endsWith('launchurl')) {
      calls.push({ path: pathname.replace(/^.*\/casino\//, ''), body: request.postDataJSON() });
    }
  });
  return calls;
}

function expectedBody(provider: GameProvider, baseURL: string, mobile: boolean): unknown {
  const game = gameOf(provider);
  const code = game.gameCode;
  const platformBody = {
    platform: mobile ? 2 : 1,
    gameCode: code,
    language: 'en',
    lobbyUrl: `${baseURL}/casino/slot`,
  };
  return {
    dt: { code },
    em: { code, productId: game.productId },
    amusnet: { code, isMobile: mobile },
    egt: platformBody,
    hub88: platformBody,
    softgamings: { system: game.system, pageCode: code, isMobile: mobile ? 1 : 0 },
  }[provider];
}

// The first game of the slot category (mocks/data/games-data.ts is deterministic); its card is a
// button named by the game.
const firstGame = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Golden Fortune', exact: true }).first();

const gameFrame = (page: Page, name: string) => page.locator(`iframe[title="${name}"]`);

// Desktop and mobile: the play address works at any width; a phone sends the mobile fields.
test.describe('any device', () => {
  test('a visitor clicking a game gets Login', async ({ page }) => {
    await prepareVisit(page, 'en');
    await page.goto('/casino/slot');
    await firstGame(page).click(FIRST_PAINT);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/casino\/slot$/);
  });

  // One page, the six play addresses in turn through the router (no new page load each time).
  test(
    'each provider makes its launch call with exactly its fields',
    { tag: '@both' },
    async ({ page, baseURL, isMobile }) => {
      const calls = launchCalls(page);
      await prepareVisit(page, 'en', authDataOf('demo'));
      await page.goto('/');
      await expect(page.getByRole('main')).toBeVisible(FIRST_PAINT);
      for (const provider of ['dt', 'em', 'amusnet', 'egt', 'hub88', 'softgamings'] as const) {
        const game = gameOf(provider);
        calls.length = 0;
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, playPath(game));
        await expect(gameFrame(page, game.name)).toBeVisible(FIRST_PAINT);
        await expect.poll(() => calls.length).toBe(1);
        expect(calls, provider).toEqual([
          { path: `${provider}launchurl`, body: expectedBody(provider, baseURL ?? '', isMobile) },
        ]);
        if (provider === 'softgamings') {
          // An HTML answer: sandboxed to scripts and its launch form, which the site's launch
          // script submits; the game starts.
          await expect(gameFrame(page, game.name)).toHaveAttribute(
            'sandbox',
            'allow-scripts allow-forms',
          );
          const frame = page.frameLocator(`iframe[title="${game.name}"]`);
          await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
        }
      }
    },
  );

  test('a crafted link shows and launches the game the server names', async ({ page }) => {
    const calls = launchCalls(page);
    const game = gameOf('dt');
    await prepareVisit(page, 'en', authDataOf('demo'));
    await page.goto(playPath({ ...game, name: '\u202EYour account is locked - call +90 555' }));
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible(FIRST_PAINT);
    await expect(page).toHaveTitle(`Play ${game.name} | Royal Bet`);
    await expect(page.getByText(/account is locked/)).toHaveCount(0);
    await expect(gameFrame(page, game.name)).toBeVisible();
    expect(calls).toEqual([{ path: 'dtlaunchurl', body: { code: game.gameCode } }]);
  });

  test('a game the server does not have is not found', async ({ page }) => {
    await prepareVisit(page, 'en', authDataOf('demo'));
    await page.goto(playPath({ ...gameOf('dt'), gameCode: 'no-such-game' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible(
      FIRST_PAINT,
    );
    await page.getByRole('link', { name: 'Back to casino' }).click();
    await expect(page).toHaveURL(/\/casino\/slot$/);
  });

  test('a foreign message is ignored while the game’s own exit closes it', async ({ page }) => {
    const game = gameOf('dt');
    await prepareVisit(page, 'en', authDataOf('demo'));
    await page.goto(playPath(game));
    const frame = page.frameLocator(`iframe[title="${game.name}"]`);
    await expect(frame.getByRole('button', { name: 'Exit game' })).toBeVisible(FIRST_PAINT);
    // From the site's own window, and from another frame: a second game page, whose Exit game
    // posts the same message to the page.
    await page.evaluate(() => window.postMessage({ command: 'exit' }, '*'));
    await page.evaluate(() => {
      const foreign = document.createElement('iframe');
      foreign.src = '/mock-game.html?provider=dt&game=foreign&name=Foreign';
      foreign.title = 'foreign';
      document.body.append(foreign);
    });
    await page
      .frameLocator('iframe[title="foreign"]')
      .getByRole('button', { name: 'Exit game' })
      .click();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/casino\/play\//);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await frame.getByRole('button', { name: 'Exit game' }).click();
    await expect(page).not.toHaveURL(/\/casino\/play\//);
  });
});

test.describe('desktop', { tag: '@desktop-only' }, () => {
  test('a player clicking a game goes to the play page and the game loads', async ({ page }) => {
    const calls = launchCalls(page);
    await prepareVisit(page, 'en', authDataOf('demo'));
    await page.goto('/casino/slot');
    await firstGame(page).click(FIRST_PAINT);
    await expect(page).toHaveURL(/\/casino\/play\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('iframe')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(calls).toHaveLength(1);
  });

  test('reload relaunches the game; close goes back', async ({ page }) => {
    const calls = launchCalls(page);
    await prepareVisit(page, 'en', authDataOf('demo'));
    await page.goto('/casino/slot');
    await firstGame(page).click(FIRST_PAINT);
    await expect(page.locator('iframe[title="Golden Fortune"]')).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('Game will be reloaded. Please wait...')).toBeVisible();
    await expect(page.locator('iframe[title="Golden Fortune"]')).toBeVisible();
    await expect.poll(() => calls.length).toBe(2);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/casino\/slot$/);
  });

  test('close on a game opened by its address goes home', async ({ page }) => {
    const game = gameOf('em');
    await prepareVisit(page, 'en', authDataOf('demo'));
    await page.goto(playPath(game));
    await expect(gameFrame(page, game.name)).toBeVisible(FIRST_PAINT);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe('mobile', { tag: '@mobile-only' }, () => {
  test('a player gets the play modal with the game, and Close closes it', async ({
    page,
    baseURL,
  }) => {
    const calls = launchCalls(page);
    await prepareVisit(page, 'en', authDataOf('demo'));
    await page.goto('/casino/slot');
    await firstGame(page).click(FIRST_PAINT);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/casino\/slot$/);
    await expect(dialog.locator('iframe')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect.poll(() => calls.length).toBe(1);
    const [call] = calls;
    // A phone sends the mobile flavour of its provider's fields.
    const provider = call?.path.replace('launchurl', '') as GameProvider;
    const body = call?.body as Record<string, unknown>;
    const expected = expectedBody(provider, baseURL ?? '', true) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(expected).sort());
    if ('platform' in expected) expect(body.platform).toBe(2);
    if ('isMobile' in expected) expect(body.isMobile).toBe(expected.isMobile);
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('Game will be reloaded. Please wait...')).toBeVisible();
    await expect.poll(() => calls.length).toBe(2);
    await expect(dialog.locator('iframe')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
  });
});
