import type { Locator } from '@playwright/test';
import type { Language } from './session';
import { siteText } from './site-texts';

export interface NewPlayer {
  username: string;
  /** The mobile number as typed, ten digits without the leading 0. */
  phone?: string;
}

/**
 * Fills the open Sign Up dialog with a valid new player: Ayşe Çelik, born 17.05.1990, e-mail
 * `<username>@example.com`, password `secret1`. The journeys choose the trial bonus and submit.
 */
export async function fillSignUp(
  dialog: Locator,
  language: Language,
  { username, phone = '5321234567' }: NewPlayer,
): Promise<Locator> {
  const field = (key: string, exact = false) =>
    dialog.getByLabel(siteText(language, 'auth', `register.${key}`), { exact });
  await field('name', true).fill('Ayşe');
  await field('surname').fill('Çelik');
  await field('birthDay').fill('17');
  await field('birthMonth').fill('05');
  await field('birthYear').fill('1990');
  await field('email').fill(`${username}@example.com`);
  await field('phone').fill(phone);
  await field('username').fill(username);
  await field('password', true).fill('secret1');
  await field('password2').fill('secret1');
  return dialog;
}
