import { expect, test, type Page } from '@playwright/test';
import { logInThroughPage } from '../support/server-login';
import { prepareVisit } from '../support/session';

// Against the reference server (npm start): what a player does is kept by the server, not by
// the tab. An account made in one browser logs in from another with the same balance, and a
// deposit made in one shows in the other's Financial Activities.
test.describe.configure({ timeout: 90_000 });
const FIRST_PAINT = { timeout: 30_000 };

/** The newest transaction of the Financial Activities list. */
const newestRow = (page: Page) =>
  page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1);

const headerBalance = (page: Page) =>
  page
    .getByRole('banner')
    .getByText(/₺[\d.,]+/)
    .first();

async function register(page: Page, username: string) {
  await prepareVisit(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel('Name', { exact: true }).fill('Ayşe');
  await dialog.getByLabel('Surname').fill('Çelik');
  await dialog.getByLabel('Day').fill('17');
  await dialog.getByLabel('Month').fill('05');
  await dialog.getByLabel('Year').fill('1990');
  await dialog.getByLabel('E-mail').fill(`${username}@example.com`);
  await dialog.getByLabel('Phone').fill('5321234567');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('secret1');
  await dialog.getByLabel('Confirm Password').fill('secret1');
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const celebration = page.getByRole('dialog', { name: 'Congratulations!' });
  await celebration.getByRole('button', { name: 'Deposit', exact: true }).click(FIRST_PAINT);
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
}

test('an account made in one browser plays on in another, and both see its deposit', async ({
  browser,
  page,
  context,
}) => {
  const username = `iki${Date.now().toString(36)}`;
  await register(page, username);
  await expect(headerBalance(page)).toHaveText('₺0,00', FIRST_PAINT);

  // A deposit through the demo payment provider, whose page opens in a new tab; the provider
  // confirms it a moment later and the header follows.
  await page.getByRole('button', { name: /^Papara/ }).click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: 'Papara' });
  await dialog.getByLabel('Amount').fill('500');
  await dialog.getByLabel('Amount').press('Tab');
  await dialog.getByLabel('Account number').pressSequentially('1234567890');
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Deposit' }).click(),
  ]);
  await expect(checkout).toHaveURL(/\/demo\/checkout\?payment=/);
  await checkout.close();
  await expect(headerBalance(page)).toHaveText('₺500,00', FIRST_PAINT);

  // Another browser: nothing shared with the first but the server.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const second = await other.newPage();
  await logInThroughPage(second, username, 'secret1');
  await expect(headerBalance(second)).toHaveText('₺500,00', FIRST_PAINT);

  await second.goto('/dashboard/financial-activities');
  await expect(newestRow(second)).toContainText('₺500,00', FIRST_PAINT);
  await expect(newestRow(second)).toContainText('Confirmed');
  await other.close();
});
