import { expect, type Page } from '@playwright/test';
import { describeFaultMatrix, dialog, FIRST_PAINT, type Journey } from './support/fault-matrix';
import { localPhoneOf } from './support/session';

// The fault matrix of a player's journeys: the member area's forms, opening a game, a deposit and
// a withdrawal, and reading a notification, each under every fault of the mock backend.

async function openMethod(page: Page, method: string) {
  await page.getByRole('button', { name: new RegExp(`^${method}`) }).click(FIRST_PAINT);
  const form = dialog(page, method);
  await form.getByLabel('Amount').fill('150');
  await form.getByLabel('Amount').press('Tab');
  await form.getByLabel('Account number').pressSequentially('1234567890');
}

const journeys: Journey[] = [
  {
    name: 'phone verification',
    player: 'yeni',
    start: '/dashboard/phone-verification',
    operations: ['updatePhone'],
    prepare: async (page) => {
      const phone = page.getByRole('main').getByRole('textbox', { name: 'Phone', exact: true });
      await expect(phone).toHaveValue(localPhoneOf('yeni'), FIRST_PAINT);
    },
    act: (page) => page.getByRole('main').getByRole('button', { name: 'Send Code' }).click(),
    typed: (page) => [
      [
        page.getByRole('main').getByRole('textbox', { name: 'Phone', exact: true }),
        localPhoneOf('yeni'),
      ],
    ],
  },
  {
    name: 'set a limit',
    player: 'demo',
    start: '/dashboard/responsible-gaming',
    operations: ['setLimit'],
    prepare: async (page) => {
      const daily = page.getByRole('main').getByLabel('Daily deposit limit');
      await daily.fill('75', FIRST_PAINT);
      await daily.press('Tab');
    },
    act: (page) =>
      page
        .getByRole('region', { name: 'Deposit limits' })
        .getByRole('button', { name: 'Save limits' })
        .click(),
    typed: (page) => [[page.getByRole('main').getByLabel('Daily deposit limit'), '75']],
  },
  {
    name: 'change password',
    player: 'demo',
    start: '/dashboard/change-password',
    operations: ['changePassword'],
    prepare: async (page) => {
      const main = page.getByRole('main');
      await main.getByLabel('Old Password', { exact: true }).fill('demo123', FIRST_PAINT);
      await main.getByLabel('Password', { exact: true }).fill('newpass1');
      await main.getByLabel('Confirm Password', { exact: true }).fill('newpass1');
    },
    act: (page) =>
      page.getByRole('main').getByRole('button', { name: 'Change', exact: true }).click(),
    typed: (page) => [
      [page.getByRole('main').getByLabel('Old Password', { exact: true }), 'demo123'],
      [page.getByRole('main').getByLabel('Password', { exact: true }), 'newpass1'],
      [page.getByRole('main').getByLabel('Confirm Password', { exact: true }), 'newpass1'],
    ],
  },
  {
    name: 'open a game',
    player: 'demo',
    start: '/casino/slot',
    operations: [
      'launchDt',
      'launchEm',
      'launchAmusnet',
      'launchEgt',
      'launchHub88',
      'launchSoftgamings',
    ],
    prepare: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Games' }).getByRole('article').first(),
      ).toBeVisible(FIRST_PAINT);
    },
    act: (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: 'Golden Fortune', exact: true })
        .first()
        .click(),
    typed: () => [],
  },
  {
    name: 'deposit',
    player: 'demo',
    start: '/dashboard/deposit',
    operations: ['deposit'],
    prepare: (page) => openMethod(page, 'Papara'),
    act: (page) => dialog(page, 'Papara').getByRole('button', { name: 'Deposit' }).click(),
    typed: (page) => [
      [dialog(page, 'Papara').getByLabel('Amount'), '150'],
      [dialog(page, 'Papara').getByLabel('Account number'), '1234567890'],
    ],
  },
  {
    name: 'withdraw',
    player: 'demo',
    start: '/dashboard/withdraw',
    operations: ['withdraw'],
    prepare: (page) => openMethod(page, 'Papara'),
    act: (page) => dialog(page, 'Papara').getByRole('button', { name: 'Withdraw' }).click(),
    typed: (page) => [
      [dialog(page, 'Papara').getByLabel('Amount'), '150'],
      [dialog(page, 'Papara').getByLabel('Account number'), '1234567890'],
    ],
  },
  {
    name: 'read a notification',
    player: 'demo',
    start: '/',
    operations: ['getNotifications', 'readNotification'],
    prepare: async (page) => {
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Notifications' }),
      ).toBeVisible(FIRST_PAINT);
    },
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
      await dialog(page, 'Notifications')
        .getByRole('list', { name: 'Your notifications' })
        .getByRole('button')
        .first()
        .click();
    },
    typed: () => [],
    // Marking read is optimistic: the detail opens and the badge falls at once.
    whileLate: (page) =>
      dialog(page, 'Notifications').getByRole('button', { name: 'Back to notifications' }),
  },
];

describeFaultMatrix('fault matrix: a player', journeys);
