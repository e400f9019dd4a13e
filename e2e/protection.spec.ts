import { expect, test, type Page } from '@playwright/test';
import { gameOf, playPath } from './support/games';
import { openAsDemo, prepareVisit, settledAfterLogoutReload } from './support/session';

// Player protection: limits held by the mock backend, the reality check, a break, and the session
// clock, logged in as demo.
test.describe.configure({ timeout: 60_000 });
const FIRST_PAINT = { timeout: 30_000 };

const depositLimits = (page: Page) => page.getByRole('region', { name: 'Deposit limits' });

async function setDailyDepositLimit(page: Page, amount: string) {
  const daily = depositLimits(page).getByRole('spinbutton', { name: 'Daily deposit limit' });
  await daily.fill(amount, FIRST_PAINT);
  await daily.press('Tab');
  await depositLimits(page).getByRole('button', { name: 'Save limits' }).click();
}

// At the desktop size: the phone's deposit dialog is walked by wallet.spec.ts, and the refusal is
// the same message at any size.
test('a daily deposit limit of 50 refuses a deposit of 100, naming what is left; the dialog shows the allowance', async ({
  page,
}) => {
  await openAsDemo(page, '/dashboard/responsible-gaming');
  await setDailyDepositLimit(page, '50');
  await expect(
    depositLimits(page).getByRole('meter', { name: 'Daily deposit limit used' }),
  ).toBeVisible();

  await page.goto('/dashboard/deposit');
  await page.getByRole('button', { name: /^Papara/ }).click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: 'Papara' });
  // Before anything is typed: what is left today.
  const allowance = dialog.getByRole('region', { name: 'Left to deposit' });
  await expect(allowance).toContainText('Today');
  await expect(allowance).toContainText(/₺[\d.,]+/);
  await dialog.getByLabel('Amount').fill('100');
  await dialog.getByLabel('Amount').press('Tab');
  await dialog.getByLabel('Account number').pressSequentially('1234567890');
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(
    page.getByText(/This deposit is over your deposit limit\. You can deposit ₺[\d.,]+ more\./),
  ).toBeVisible();
  // Nothing typed is lost.
  await expect(dialog.getByLabel('Amount')).toHaveValue(/100/);
});

test('raising a limit shows it pending for 24 hours, with Cancel change', async ({ page }) => {
  await openAsDemo(page, '/dashboard/responsible-gaming');
  await setDailyDepositLimit(page, '50');
  await expect(
    depositLimits(page).getByRole('meter', { name: 'Daily deposit limit used' }),
  ).toBeVisible();
  await setDailyDepositLimit(page, '500');
  await expect(
    depositLimits(page).getByText(/Changes to ₺500,00 on \d\d\.\d\d\.\d{4}/),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /Your limit changes/ })).toContainText('Pending');
  await depositLimits(page).getByRole('button', { name: 'Cancel change' }).click();
  await expect(depositLimits(page).getByText(/Changes to/)).toHaveCount(0);
});

test(
  'the reality check shows the session, Continue closes it, View game history goes there',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    await prepareVisit(page, 'en');
    await page.goto('/?scenario=reality-check-due');
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeVisible({ timeout: 20_000 });
    await expect(check).toContainText(/You have been playing for 0:1[45]:\d\d/);
    await expect(check).toContainText('₺20,00');
    await expect(check).toContainText('₺25,00');
    // A click on the backdrop does not close it.
    await page.mouse.click(5, 400);
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toHaveCount(0);
    // A reload neither restarts the count nor shows the answered check again (the address
    // without the scenario: with it, the scenario would start a new session).
    await page.goto('/');
    // On a phone the clock is in the profile panel.
    if (isMobile) await page.getByRole('button', { name: 'Profile' }).click(FIRST_PAINT);
    await expect(page.getByRole('timer', { name: 'Time played' })).toHaveText(
      /0:1[5-9]:\d\d/,
      FIRST_PAINT,
    );
    await page.waitForTimeout(2000);
    await expect(check).toHaveCount(0);
    await page.evaluate(() => localStorage.removeItem('realityCheck'));
    await page.goto('/');
    await expect(check).toBeVisible({ timeout: 20_000 });
    await check.getByRole('button', { name: 'View game history' }).click();
    await expect(page).toHaveURL(/\/dashboard\/game-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Game History' })).toBeVisible(
      FIRST_PAINT,
    );
  },
);

test('a 24-hour break logs out at once, and logging in is refused with its end', async ({
  page,
}) => {
  await openAsDemo(page, '/dashboard/responsible-gaming');
  const form = page.getByRole('region', { name: 'Take a break' });
  await form.getByRole('radio', { name: '24 hours' }).check(FIRST_PAINT);
  await form.getByLabel('Password', { exact: true }).fill('demo123');
  await form.getByRole('button', { name: 'Take a break' }).click();
  await settledAfterLogoutReload(page);
  await page.getByRole('button', { name: 'Login', exact: true }).first().click(FIRST_PAINT);
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Username').fill('demo');
  await login.getByLabel('Password', { exact: true }).fill('demo123');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByText(
      /You are on a break: your account is closed until \d\d\/\d\d\/\d{4}, \d\d:\d\d\./,
    ),
  ).toBeVisible();
  await expect(login).toBeVisible();
});

test(
  'the session clock counts the time since login',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    await openAsDemo(page, '/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Profile' }).first().click(FIRST_PAINT);
    }
    const clock = page.getByRole('timer', { name: 'Time played' }).first();
    await expect(clock).toHaveText(/^0:00:0\d$/, FIRST_PAINT);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 5000 });
  },
);

test('a limit alert from the hub shows a toast and a notification', async ({ page }) => {
  await prepareVisit(page, 'en');
  await page.goto('/?scenario=limit-alert');
  await expect(
    page.getByText('You have used 80% of your daily deposit limit.').first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
    'You have used 80% of your daily deposit limit.',
  );
});

test('on a break, logging in is refused with the end date', async ({ page }) => {
  await prepareVisit(page, 'tr');
  await page.goto('/?scenario=on-break');
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).first().click(FIRST_PAINT);
  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await login.getByLabel('Kullanıcı Adı').fill('demo');
  await login.getByLabel('Şifre', { exact: true }).fill('demo123');
  await login.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(
    page.getByText(
      /Ara verdiniz: hesabınız \d\d\.\d\d\.\d{4} \d\d:\d\d tarihine kadar kapalıdır\./,
    ),
  ).toBeVisible();
});

test('past the wager limit, the play page shows the refusal instead of the game', async ({
  page,
}) => {
  await openAsDemo(page, '/dashboard/responsible-gaming');
  const wager = page.getByRole('region', { name: 'Wager limits' });
  const daily = wager.getByRole('spinbutton', { name: 'Daily wager limit' });
  await daily.fill('1', FIRST_PAINT);
  await daily.press('Tab');
  await wager.getByRole('button', { name: 'Save limits' }).click();
  await expect(wager.getByRole('meter', { name: 'Daily wager limit used' })).toBeVisible();
  await page.goto(playPath(gameOf('dt')));
  await expect(page.getByText('The game could not be started.')).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(/You have reached your wager limit\./).first()).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
