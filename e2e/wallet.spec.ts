import { expect, test, type Page } from '@playwright/test';
import { authDataOf, prepareVisit } from './support/session';

// Deposit and withdraw through the dynamic dialogs, and notifications. The mock backend confirms a deposit 1.5 s later and its hub pushes a notification.
test.describe.configure({ timeout: 60_000 });
const FIRST_PAINT = { timeout: 30_000 };

/** The header's bell (the dashboard menu has a Notifications entry of the same name). */
const headerBell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Notifications' });

/** A push reaches only a page whose hub connection is up (it starts after the first render). */
async function hubConnected(page: Page) {
  await expect
    .poll(() => page.evaluate(() => window.mockBackend?.hubClients() ?? 0), FIRST_PAINT)
    .toBeGreaterThan(0);
}

async function openMethod(page: Page, route: string, method: string) {
  await prepareVisit(page, 'en', authDataOf('demo'));
  await page.goto(route);
  await page.getByRole('button', { name: new RegExp(`^${method}`) }).click(FIRST_PAINT);
  return page.getByRole('dialog', { name: method });
}

test('a redirect deposit opens the payment page in a new tab; Continue opens it again', async ({
  page,
  context,
}) => {
  const dialog = await openMethod(page, '/dashboard/deposit', 'Papara');
  const submit = dialog.getByRole('button', { name: 'Deposit' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Amount').fill('500');
  await dialog.getByLabel('Amount').press('Tab');
  await dialog.getByLabel('Account number').pressSequentially('1234567890');
  await expect(submit).toBeEnabled();
  const [checkout] = await Promise.all([context.waitForEvent('page'), submit.click()]);
  await expect(checkout).toHaveURL(/\/mock-checkout\.html\?amount=500$/);
  await expect(dialog.getByText('Your deposit request is created.')).toBeVisible();
  const [again] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Continue to payment' }).click(),
  ]);
  await expect(again).toHaveURL(/mock-checkout/);
});

test(
  'a deposit with every kind of field and mask shows the server message',
  { tag: '@both' },
  async ({ page, context }) => {
    const dialog = await openMethod(page, '/dashboard/deposit', 'Havale / EFT');
    await dialog.getByLabel('Amount').fill('1250,5');
    await dialog.getByLabel('Amount').press('Tab');
    // Committed and shown as Turkish lira in both languages, after the ₺ prefix.
    await expect(dialog.getByLabel('Amount')).toHaveValue('1.250,5');
    await dialog.getByLabel('Full name').fill('Mehmet Yılmaz');
    // IBAN: the paste button reads the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('TR33 0006 1005 1978 6457 8413 26'));
    await dialog.getByRole('button', { name: 'Paste' }).first().click();
    await expect(dialog.getByLabel('IBAN')).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await dialog.getByLabel('Bank').selectOption({ label: 'İş Bankası' });
    await dialog.getByLabel('Card number').pressSequentially('4111111111111111');
    await expect(dialog.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
    await dialog.getByLabel('Date of birth').pressSequentially('05011990');
    await expect(dialog.getByLabel('Date of birth')).toHaveValue('05.01.1990');
    // aa-****?99: two letters, four letters or digits, then an optional two digits.
    await dialog.getByLabel('Reference').pressSequentially('ab12cd');
    await expect(dialog.getByLabel('Reference')).toHaveValue('ab-12cd');
    await dialog.getByLabel('Installments').fill('3');
    await dialog.getByLabel('Installments').press('Tab');
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/payment/deposit')) bodies.push(request.postDataJSON());
    });
    const submit = dialog.getByRole('button', { name: 'Deposit' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(
      dialog.getByText('Your deposit request is received.', { exact: false }),
    ).toBeVisible();
    expect(bodies).toEqual([
      {
        id: 12,
        target: 'pay',
        detail: {
          Amount: 1250.5,
          FullName: 'Mehmet Yılmaz',
          Iban: 'TR33 0006 1005 1978 6457 8413 26',
          BankId: 3,
          CardNo: 4111111111111111,
          BirthDate: '05.01.1990',
          Reference: 'ab-12cd',
          SaveAccount: false,
          Installment: 3,
        },
      },
    ]);
  },
);

test('a method without fields says No data found and closes', async ({ page }) => {
  const dialog = await openMethod(page, '/dashboard/deposit', 'Kripto');
  await expect(page.getByText('No data found')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a withdrawal shows its message and the dialog closes', async ({ page }) => {
  const dialog = await openMethod(page, '/dashboard/withdraw', 'Papara');
  await dialog.getByLabel('Amount').fill('100');
  await dialog.getByLabel('Amount').press('Tab');
  await dialog.getByLabel('Account number').pressSequentially('1234567890');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Your withdrawal request is received.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

// The bell is in the desktop header.
test.describe('notifications (desktop header bell)', { tag: '@desktop-only' }, () => {
  test('a pushed notification raises the badge, shows a toast and updates the balance', async ({
    page,
    context,
  }) => {
    const bell = headerBell(page);
    const dialog = await openMethod(page, '/dashboard/deposit', 'Papara');
    await expect(bell).toHaveAccessibleDescription('3 unread');
    await dialog.getByLabel('Amount').fill('500');
    await dialog.getByLabel('Amount').press('Tab');
    await dialog.getByLabel('Account number').pressSequentially('1234567890');
    await hubConnected(page);
    await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Deposit' }).click(),
    ]);
    await page.keyboard.press('Escape');
    // Pushed by the hub 1.5 s later: a toast, the badge and the balance (no 10 s poll needed).
    await expect(page.getByText('Your deposit is confirmed')).toBeVisible({ timeout: 8000 });
    await expect(bell).toHaveAccessibleDescription('4 unread');
    await expect(page.getByRole('banner').getByText('₺1.750,75')).toBeVisible({ timeout: 8000 });
  });

  test('reading a notification lowers the badge', async ({ page }) => {
    await prepareVisit(page, 'en', authDataOf('demo'));
    await page.goto('/');
    const bell = headerBell(page);
    await expect(bell).toHaveAccessibleDescription('3 unread', FIRST_PAINT);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByRole('list', { name: 'Your notifications' })
      .getByRole('button')
      .first()
      .click();
    await expect(panel.getByRole('heading', { name: 'Deposit' })).toBeVisible();
    await expect(bell).toHaveAccessibleDescription('2 unread');
  });

  test('12 unread show 9+', async ({ page }) => {
    await prepareVisit(page, 'en', authDataOf('demo'));
    await page.goto('/');
    await page.waitForFunction(() => window.mockBackend !== undefined);
    const bell = headerBell(page);
    await expect(bell).toHaveAccessibleDescription('3 unread', FIRST_PAINT);
    await hubConnected(page);
    await page.evaluate(() => window.mockBackend?.addNotifications('demo', 9));
    await expect(bell).toHaveAccessibleDescription('12 unread');
    await expect(bell.getByText('9+', { exact: true })).toBeVisible();
  });
});
