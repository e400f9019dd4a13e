import { expect, test, type Page } from '@playwright/test';
import { specRoutes } from './support/routes';
import { prepareVisit } from './support/session';

// QA scenarios in the built site (mock mode), chosen with ?scenario= or the switcher.
const FIRST_PAINT = { timeout: 30_000 };

/** In-app navigation, as a link does it: the history changes and the router follows. */
async function navigate(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

// Of the site's routes, those whose page loads data must say, in English, that it failed.
const loadsData = (route: string) =>
  /^\/(|casino\/.*|promotions|pages\/.*|dashboard\/(deposit|withdraw))$/.test(route);

test.describe('mock scenarios', { tag: '@desktop-only' }, () => {
  test('?scenario=many-unread logs demo in with 12 unread: the bell shows 9+', async ({ page }) => {
    await prepareVisit(page, 'en');
    await page.goto('/?scenario=many-unread');
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAccessibleDescription('12 unread', FIRST_PAINT);
    await expect(bell).toContainText('9+');
    // Kept for the browser session: a reload keeps the scenario and the player.
    await page.reload();
    await expect(bell).toContainText('9+', FIRST_PAINT);
  });

  test('?scenario=server-errors: every page has its shell, and data pages a translated error', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await prepareVisit(page, 'en');
    await page.goto('/?scenario=returning-player,server-errors');
    await expect(page.getByRole('main')).toBeVisible(FIRST_PAINT);
    const failed = page
      .getByRole('main')
      .getByText(/could not be loaded|could not complete the request|went wrong|Try again/i);
    for (const route of specRoutes) {
      await navigate(page, route);
      await expect(page.locator('#root header').first(), route).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading').first(), route).toBeVisible();
      if (loadsData(route)) await expect(failed.first(), route).toBeVisible();
    }
  });

  test('the switcher lists the scenarios, shows the active ones and applies a choice', async ({
    page,
  }) => {
    await prepareVisit(page, 'en');
    await page.goto('/casino/slot?scenario=slow-network');
    await page.getByRole('button', { name: /Mock scenarios/ }).click(FIRST_PAINT);
    const panel = page.getByRole('region', { name: 'Mock scenarios' });
    await expect(panel.getByRole('group', { name: 'Active' })).toContainText('slow-network');
    await panel.getByRole('checkbox', { name: /^slow-network/ }).uncheck();
    await panel.getByRole('checkbox', { name: /^login-fails/ }).check();
    await panel.getByRole('button', { name: 'Apply and reload' }).click();
    await expect(page).toHaveURL(/\/casino\/slot\?scenario=login-fails$/);

    await page.getByRole('button', { name: 'Login', exact: true }).first().click(FIRST_PAINT);
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Username').fill('demo');
    await login.getByLabel('Password', { exact: true }).fill('demo123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
    await expect(login.getByLabel('Username')).toHaveValue('demo');
  });
});
