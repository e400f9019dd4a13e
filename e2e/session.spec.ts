import { expect, test, type Page } from '@playwright/test';
import { isPhone, openLogin } from './support/dialogs';
import { authDataOf, prepareVisit, settledAfterLogoutReload } from './support/session';

// The session of a logged-in player, in English at the desktop size: the balance follows the
// backend, logout and a 401 end it, and corrupt stored login data starts a visitor's session.
// Logging in lazy-loads the dialog and the player's header: on a busy machine that can pass 30 s.
test.describe.configure({ timeout: 60_000 });

/** A first visit, optionally with a stored authData (a string is stored as is). */
async function visit(page: Page, authData?: string) {
  await prepareVisit(page, 'en', authData);
  await page.goto('/');
}

async function logIn(page: Page) {
  const dialog = await openLogin(page, 'en');
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('demo123');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** localStorage's authData once the page has settled (logout reloads it after 300 ms). */
function storedAuthData(page: Page) {
  return expect.poll(() =>
    page.evaluate(() => localStorage.getItem('authData')).catch(() => 'still reloading'),
  );
}

/** The header, where the balance shows (the profile button on desktop, the top bar on mobile). */
const banner = (page: Page) => page.getByRole('banner');
const loginButton = (page: Page) =>
  page.getByRole('button', { name: 'Login', exact: true }).first();

test.describe('the session', () => {
  test('the balance follows the backend within one poll', async ({ page }) => {
    await visit(page);
    await logIn(page);
    await expect(banner(page)).toContainText('₺1.250,75');
    await page.evaluate(() => window.mockBackend?.setBalance('demo', 4321.5));
    await expect(banner(page)).toContainText('₺4.321,50', { timeout: 12_000 });
  });

  test('logout returns a visitor to the home page', async ({ page }) => {
    await visit(page);
    await logIn(page);
    await page.evaluate(() => {
      history.pushState({}, '', '/casino/slot');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Profile' }).click();
    } else {
      await page.getByRole('button', { name: /demo/ }).click();
    }
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(loginButton(page)).toBeVisible();
    await storedAuthData(page).toBeNull();
    await settledAfterLogoutReload(page);
  });

  test('a 401 on the balance poll logs out once', async ({ page }) => {
    const logouts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/api/auth/logout')) logouts.push(request.url());
    });
    // A session whose token the backend no longer knows: its first balance call answers 401.
    await visit(page, JSON.stringify(authDataOf('demo', 'mock-token-expired')));
    await expect(loginButton(page)).toBeVisible();
    await settledAfterLogoutReload(page);
    await page.waitForTimeout(500);
    expect(logouts).toHaveLength(1);
    await storedAuthData(page).toBeNull();
  });

  test('corrupt authData starts a clean visitor session', async ({ page }) => {
    await visit(page, '{"token":"mock-token-demo","balance":');
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true }).first()).toBeVisible();
  });
});
