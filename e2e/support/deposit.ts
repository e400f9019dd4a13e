import type { Page } from '@playwright/test';

/**
 * Deposits `amount` (as typed) through the demo Papara provider from the deposit page: its
 * payment page opens in a new tab, which is returned; the provider confirms the payment a moment
 * later.
 */
export async function depositWithPapara(page: Page, amount: string): Promise<Page> {
  await page.getByRole('button', { name: /^Papara/ }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Papara' });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Amount').press('Tab');
  await dialog.getByLabel('Account number').pressSequentially('1234567890');
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Deposit' }).click(),
  ]);
  return checkout;
}
