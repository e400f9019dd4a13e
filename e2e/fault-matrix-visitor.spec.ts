import { expect, type Page } from '@playwright/test';
import { openLogin, openRecovery } from './support/dialogs';
import { describeFaultMatrix, dialog, FIRST_PAINT, type Journey } from './support/fault-matrix';
import { fillSignUp } from './support/sign-up';

// The fault matrix of a visitor's journeys: browsing and search, login, registration and password
// recovery, each under every fault of the mock backend.

const slotLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Slot Casino' }).first();

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
      const form = await openLogin(page, 'en');
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
      const login = await openLogin(page, 'en');
      await login.getByRole('button', { name: 'Sign Up Now!' }).click();
      await fillSignUp(dialog(page, 'Sign Up'), 'en', { username: 'faults' });
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
      const recovery = await openRecovery(page, 'en');
      await recovery.getByRole('textbox', { name: 'Username' }).fill('demo');
    },
    act: (page) =>
      dialog(page, 'Recovery Password').getByRole('button', { name: 'Send Code' }).click(),
    typed: (page) => [
      [dialog(page, 'Recovery Password').getByRole('textbox', { name: 'Username' }), 'demo'],
    ],
  },
];

describeFaultMatrix('fault matrix: a visitor', journeys);
