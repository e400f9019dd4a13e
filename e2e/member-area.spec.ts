import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { depositWithPapara } from './support/deposit';
import { gameOf, playPath } from './support/games';
import { openAsDemo, prepareVisit, settledAfterLogoutReload } from './support/session';

// The five history pages of the member area against the mock backend, logged in as demo: money
// in and out, spins, a bonus code, sessions and the CSV export.
test.describe.configure({ timeout: 60_000 });
const FIRST_PAINT = { timeout: 30_000 };

/** The newest transaction of the page's list, as the row (desktop) or card (phone) shows it. */
const newestRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .nth(1)
    .or(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first());

test('a deposit shows up Pending, then Confirmed', { tag: '@both' }, async ({ page }) => {
  await openAsDemo(page, '/dashboard/deposit');
  // Papara's payment page opens in a new tab; the provider confirms a moment later.
  const checkout = await depositWithPapara(page, '321');
  await checkout.close();
  await page.goto('/dashboard/financial-activities');
  await expect(newestRow(page)).toContainText('₺321,00', FIRST_PAINT);
  await expect(newestRow(page)).toContainText(/Pending|Confirmed/);
  await page.waitForTimeout(1600);
  await page.reload();
  await expect(newestRow(page)).toContainText('Confirmed', FIRST_PAINT);
});

test('a withdrawal shows up Pending, can be cancelled, and the balance comes back', async ({
  page,
}) => {
  await openAsDemo(page, '/dashboard/withdraw');
  const balance = page
    .getByRole('banner')
    .getByText(/₺[\d.,]+/)
    .first();
  await expect(balance).toHaveText('₺1.250,75');
  await page.getByRole('button', { name: /^Papara/ }).click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: 'Papara' });
  await dialog.getByLabel('Amount').fill('200');
  await dialog.getByLabel('Amount').press('Tab');
  await dialog.getByLabel('Account number').pressSequentially('1234567890');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: /demo/ }).click();
  await page.getByRole('link', { name: 'Financial Activities' }).click();
  await expect(newestRow(page)).toContainText('Pending', FIRST_PAINT);
  await expect(newestRow(page)).toContainText('₺200,00');
  await newestRow(page).getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
  await confirm.getByRole('button', { name: 'Cancel withdrawal' }).click();
  await expect(newestRow(page)).toContainText('Cancelled');
  await expect(balance).toHaveText('₺1.250,75', FIRST_PAINT);
});

test('the Type filter sends the enumeration number; Download CSV gives every row', async ({
  page,
}) => {
  await openAsDemo(page, '/dashboard/financial-activities');
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/transaction/history') &&
      (response.request().postDataJSON() as { type?: number }).type === 2,
  );
  await page.getByRole('combobox', { name: 'Period' }).selectOption('last3Months');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('Withdraw');
  const { data } = (await (await answered).json()) as { data: { total: number } };
  await expect(newestRow(page)).toContainText('Withdraw', FIRST_PAINT);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]?.replace(/^\uFEFF/, '')).toBe(
    '"ID","Date","Type","Amount","Method","Status","Note"',
  );
  // Every row of the filtered period, however many pages the list has, its amount a number.
  expect(lines).toHaveLength(data.total + 1);
  for (const line of lines.slice(1)) {
    const [, , type, amount] = line.split('","');
    expect(type).toBe('Withdraw');
    expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  }
});

test('spins in the mock game appear in Game History with the summary changed', async ({ page }) => {
  await openAsDemo(page, '/dashboard/game-history');
  const totalBet = page.getByRole('definition').first();
  await expect(totalBet).toHaveText(/₺/, FIRST_PAINT);
  const before = await totalBet.textContent();
  const game = gameOf('dt');
  await page.goto(playPath(game));
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  for (let spin = 0; spin < 3; spin += 1) {
    await frame.getByRole('button', { name: 'Spin' }).click(FIRST_PAINT);
    await expect(frame.getByRole('status')).toContainText('Balance', FIRST_PAINT);
  }
  await expect(frame.getByRole('status')).toContainText('You won');
  await page.goto('/dashboard/game-history');
  const rounds = page.getByRole('table', { name: 'Game rounds' });
  await expect(rounds.getByRole('row').nth(1)).toContainText(game.gameCode, FIRST_PAINT);
  await expect(rounds.getByRole('row').nth(1)).toContainText('Win');
  await expect(totalBet).not.toHaveText(before ?? '');
});

test(
  'a bonus code claim shows the bonus with its progress bar on Bonuses',
  { tag: '@both' },
  async ({ page }) => {
    await openAsDemo(page, '/dashboard/claim-bonus');
    const code = page.getByLabel('Bonus code', { exact: true });
    await code.fill('ROYAL100');
    await code.press('Enter');
    await expect(page.getByText(/ROYAL100 .* has been added/)).toBeVisible(FIRST_PAINT);
    await page.getByRole('link', { name: 'See your bonuses' }).click();
    const active = page.getByRole('region', { name: 'Active bonuses' });
    await expect(active.getByRole('progressbar', { name: 'Wagering of ROYAL100' })).toBeVisible(
      FIRST_PAINT,
    );
  },
);

test('Session History shows this session Active now and the one before it closed', async ({
  page,
}) => {
  await prepareVisit(page, 'en');
  await page.goto('/');
  for (let login = 0; login < 2; login += 1) {
    await page.getByRole('button', { name: 'Login', exact: true }).first().click(FIRST_PAINT);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('demo123');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    if (login === 0) {
      await page.getByRole('banner').getByRole('button', { name: /demo/ }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      // The logout reloads the page 300 ms later: a dialog opened before that is lost.
      await settledAfterLogoutReload(page);
    }
  }
  await page.goto('/dashboard/session-history');
  const sessions = page.getByRole('table', { name: 'Sessions' });
  await expect(sessions.getByRole('row').nth(1)).toContainText('Active now', FIRST_PAINT);
  await expect(sessions.getByRole('row').nth(2)).not.toContainText('Active now');
  await expect(sessions.getByRole('row').nth(2)).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
});
