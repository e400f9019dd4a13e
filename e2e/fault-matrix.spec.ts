import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FaultKind } from '../mocks/scenarios/faults';
import {
  authDataOf,
  localPhoneOf,
  prepareVisit,
  settledAfterLogoutReload,
  type SeededPlayer,
} from './support/session';

// Issue 7's fault matrix: each main journey under each fault of the mock backend (mocks/scenarios/
// faults.ts), injected into the journey's own calls once its page is ready. Every cell asserts:
// no blank page or crashed route, a translated message (or a visible loading state while the
// answer is late), and nothing the player typed is lost. A 401 logs the player out (spec 8), so
// a logged-in journey's cell asserts the visitor's page instead of the typed input. The
// fault-matrix reporter prints the grid with the number of cells passed.
const FIRST_PAINT = { timeout: 30_000 };

const faults: Array<{ kind: FaultKind; label: string }> = [
  { kind: 'server-error', label: '500' },
  { kind: 'network', label: 'network failure' },
  { kind: 'delay', label: '10 s delay' },
  { kind: 'malformed', label: 'malformed JSON' },
  { kind: 'unauthorized', label: '401' },
];

interface Journey {
  name: string;
  /** The player logged in, if any. */
  player?: SeededPlayer;
  start: string;
  /** The journey's calls the fault applies to (operationIds of the contract). */
  operations: string[];
  /** Opens the form and types into it, before the fault. */
  prepare: (page: Page) => Promise<void>;
  /** The step whose call meets the fault. */
  act: (page: Page) => Promise<void>;
  /** What the player typed, which must still be there. */
  typed: (page: Page) => Array<[Locator, string]>;
  /** What shows while the answer is late: a loading state, or an optimistic step's result. */
  whileLate?: (page: Page) => Locator;
}

const slotLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Slot Casino' }).first();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Login', exact: true }).first().click(FIRST_PAINT);
  return dialog(page, 'Login');
}

async function openMethod(page: Page, method: string) {
  await page.getByRole('button', { name: new RegExp(`^${method}`) }).click(FIRST_PAINT);
  const form = dialog(page, method);
  await form.getByLabel('Amount').fill('150');
  await form.getByLabel('Amount').press('Tab');
  await form.getByLabel('Account number').pressSequentially('1234567890');
}

const journeys: Journey[] = [
  {
    name: 'browse and search',
    start: '/',
    operations: ['getCategoryGames', 'searchGames'],
    prepare: async (page) => {
      await expect(slotLink(page)).toBeVisible(FIRST_PAINT);
    },
    act: async (page) => {
      await slotLink(page).click();
      await page.getByRole('combobox', { name: 'Search games' }).fill('Golden');
    },
    typed: (page) => [[page.getByRole('combobox', { name: 'Search games' }), 'Golden']],
  },
  {
    name: 'login',
    start: '/',
    operations: ['login'],
    prepare: async (page) => {
      const form = await openLogin(page);
      await form.getByLabel('Username').fill('demo');
      await form.getByLabel('Password', { exact: true }).fill('demo123');
    },
    act: (page) =>
      dialog(page, 'Login').getByRole('button', { name: 'Login', exact: true }).click(),
    typed: (page) => [
      [dialog(page, 'Login').getByLabel('Username'), 'demo'],
      [dialog(page, 'Login').getByLabel('Password', { exact: true }), 'demo123'],
    ],
  },
  {
    name: 'register',
    start: '/',
    operations: ['register'],
    prepare: async (page) => {
      const login = await openLogin(page);
      await login.getByRole('button', { name: 'Sign Up Now!' }).click();
      const form = dialog(page, 'Sign Up');
      await form.getByLabel('Name', { exact: true }).fill('Ayşe');
      await form.getByLabel('Surname').fill('Çelik');
      await form.getByLabel('Day').fill('17');
      await form.getByLabel('Month').fill('05');
      await form.getByLabel('Year').fill('1990');
      await form.getByLabel('E-mail').fill('faults@example.com');
      await form.getByLabel('Phone').fill('5321234567');
      await form.getByLabel('Username').fill('faults');
      await form.getByLabel('Password', { exact: true }).fill('secret1');
      await form.getByLabel('Confirm Password').fill('secret1');
    },
    act: (page) =>
      dialog(page, 'Sign Up').getByRole('button', { name: 'Sign Up', exact: true }).click(),
    typed: (page) => [
      [dialog(page, 'Sign Up').getByLabel('Username'), 'faults'],
      [dialog(page, 'Sign Up').getByLabel('E-mail'), 'faults@example.com'],
      [dialog(page, 'Sign Up').getByLabel('Confirm Password'), 'secret1'],
    ],
  },
  {
    name: 'recovery',
    start: '/',
    operations: ['sendResetPassword'],
    prepare: async (page) => {
      const login = await openLogin(page);
      await login.getByRole('button', { name: 'Recovery Password' }).click(FIRST_PAINT);
      await dialog(page, 'Recovery Password')
        .getByRole('textbox', { name: 'Username' })
        .fill('demo');
    },
    act: (page) =>
      dialog(page, 'Recovery Password').getByRole('button', { name: 'Send Code' }).click(),
    typed: (page) => [
      [dialog(page, 'Recovery Password').getByRole('textbox', { name: 'Username' }), 'demo'],
    ],
  },
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
    // Marking read is optimistic (spec 4): the detail opens and the badge falls at once.
    whileLate: (page) =>
      dialog(page, 'Notifications').getByRole('button', { name: 'Back to notifications' }),
  },
];

/** Every English text of the site, as patterns ({{value}} matches anything). */
const englishTexts: RegExp[] = (() => {
  const dir = new URL('../src/shared/i18n/locales/en/', import.meta.url);
  const texts: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string') texts.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    collect(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return texts
    .filter((text) => text.length > 12)
    .map((text) => new RegExp(escape(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')));
})();

/** The visible messages (toasts, alerts) and whether one of them is a text of the site. */
async function translatedMessage(page: Page): Promise<string | null> {
  const messages = page.getByRole('alert').or(page.getByRole('status'));
  for (const text of await messages.allInnerTexts()) {
    const line = text.trim();
    if (englishTexts.some((pattern) => pattern.test(line))) return line;
  }
  return null;
}

// A busy control or region, or a spinner: not a dialog's own loading frame (a dialog whose code
// is still on its way is marked busy too, and says nothing about the late answer).
const loadingState = (page: Page) =>
  page
    .locator('[aria-busy="true"]:not(dialog)')
    .or(page.getByRole('status').filter({ hasText: /^Loading/ }))
    .first();

async function setFault(page: Page, kind: FaultKind, operations: string[]) {
  await page.evaluate(
    ([faultKind, ids]) => window.mockBackend?.fault({ kind: faultKind, operations: ids }),
    [kind, operations] as const,
  );
}

/**
 * Opens a journey's start page from a clean slate in the journey's tab: the site is left for a
 * file it does not run on, the storage of the cell before (session, mock data, the fault) is
 * cleared, and prepareVisit's script stores this journey's language and player on the next load.
 */
async function startCell(page: Page, journey: Journey) {
  if (page.url().startsWith('http')) {
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.goto(journey.start);
  await page.waitForFunction(() => window.mockBackend !== undefined);
}

test.describe('fault matrix', { tag: '@desktop-only' }, () => {
  for (const journey of journeys) {
    // A journey's five cells run one after another in one tab, each from a clean start: a new
    // browser context per cell spent much of its time registering the mock service worker again.
    test.describe(journey.name, () => {
      test.describe.configure({ mode: 'default', timeout: 60_000 });
      let page: Page;

      test.beforeAll(async ({ browser }, testInfo) => {
        const { baseURL, viewport } = testInfo.project.use;
        page = await browser.newPage({ baseURL, viewport });
        await prepareVisit(page, 'en', journey.player ? authDataOf(journey.player) : undefined);
      });
      test.afterAll(() => page.context().close());

      for (const fault of faults) {
        const cell = { type: 'fault-cell', description: `${journey.name}|${fault.label}` };
        test(`${journey.name} × ${fault.label}`, { annotation: cell }, async () => {
          const crashes: string[] = [];
          const onCrash = (error: Error) => crashes.push(error.message);
          page.on('pageerror', onCrash);
          try {
            await startCell(page, journey);
            await journey.prepare(page);
            const typed = journey.typed(page);
            await setFault(page, fault.kind, journey.operations);
            await journey.act(page);

            const loggedOut = fault.kind === 'unauthorized' && journey.player !== undefined;
            if (fault.kind === 'delay') {
              await expect((journey.whileLate ?? loadingState)(page)).toBeVisible();
            } else if (loggedOut) {
              // Spec 8: a 401 logs the player out, goes home and reloads the page after 300 ms.
              await settledAfterLogoutReload(page);
              await expect(
                page.getByRole('button', { name: 'Login', exact: true }).first(),
              ).toBeVisible(FIRST_PAINT);
            } else {
              await expect.poll(() => translatedMessage(page), { timeout: 10_000 }).not.toBeNull();
            }
            if (!loggedOut) {
              for (const [input, value] of typed) await expect(input).toHaveValue(value);
            }
            await expect(page.locator('#root header').first()).toBeVisible();
            await expect(page.getByRole('main')).toBeVisible();
            await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(
              0,
            );
            expect(crashes).toEqual([]);
          } finally {
            page.off('pageerror', onCrash);
          }
        });
      }
    });
  }
});
