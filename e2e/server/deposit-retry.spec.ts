import { expect, test } from '@playwright/test';
import { logInThroughPage } from '../support/server-login';

// Against the reference server: the answer to a deposit is lost on its way back after the server
// has taken the deposit (the connection drops). The site sends the request again with the same
// Idempotency-Key, the server answers with its first answer, and the player has one deposit.
test.describe.configure({ timeout: 90_000 });

const FIRST_PAINT = { timeout: 30_000 };

test('a deposit whose answer is lost is sent again and taken once', async ({ page, context }) => {
  // An amount no other journey uses, so its rows in Financial Activities are this deposit's only.
  const lira = 1000 + Math.floor(Math.random() * 8000);
  const amountText = `₺${lira.toLocaleString('tr-TR')},00`;

  await logInThroughPage(page);

  const keys: Array<string | null> = [];
  await page.route('**/api/payment/deposit', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (keys.length > 1) return route.continue();
    // The server gets the request and acts on it; its answer never reaches the page.
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.goto('/dashboard/deposit');
  // Papara's deposit answers with the demo provider's payment page, which opens in a new tab.
  await page.getByRole('button', { name: /^Papara/ }).click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: 'Papara' });
  await dialog.getByLabel('Amount').fill(String(lira));
  await dialog.getByLabel('Amount').press('Tab');
  await dialog.getByLabel('Account number').pressSequentially('1234567890');
  const [checkout] = await Promise.all([
    context.waitForEvent('page', FIRST_PAINT),
    dialog.getByRole('button', { name: 'Deposit' }).click(),
  ]);
  await expect(checkout).toHaveURL(/\/demo\/checkout\?payment=/);
  await checkout.close();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{8,}$/);
  expect(keys[1]).toBe(keys[0]);

  await page.unroute('**/api/payment/deposit');
  await page.goto('/dashboard/financial-activities');
  const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(amountText, FIRST_PAINT);
  await expect(rows.filter({ hasText: amountText })).toHaveCount(1);
});
