import { expect, type Page } from '@playwright/test';
import { prepareVisit } from './session';

// Journeys against the reference server log in through the page, as a player does: the server's
// tokens are random, so there is no stored session to start from.
export async function logInThroughPage(page: Page, username = 'demo', password = 'demo123') {
  await prepareVisit(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).first().click({ timeout: 30_000 });
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();
}
