import { expect, test, type Page } from '@playwright/test';
import { depositWithPapara } from '../support/deposit';
import { logInThroughPage } from '../support/server-login';
import { prepareVisit } from '../support/session';
import { fillSignUp } from '../support/sign-up';

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
  const dialog = await fillSignUp(page.getByRole('dialog', { name: 'Sign Up' }), 'en', {
    username,
  });
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const celebration = page.getByRole('dialog', { name: 'Congratulations!' });
  await celebration.getByRole('button', { name: 'Deposit', exact: true }).click(FIRST_PAINT);
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
}

test('an account made in one browser plays on in another, and both see its deposit', async ({
  browser,
  page,
}) => {
  const username = `iki${Date.now().toString(36)}`;
  await register(page, username);
  await expect(headerBalance(page)).toHaveText('₺0,00', FIRST_PAINT);

  // A deposit through the demo payment provider, whose page opens in a new tab; the provider
  // confirms it a moment later and the header follows.
  const checkout = await depositWithPapara(page, '500');
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
