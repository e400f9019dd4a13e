import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from './session';
import { siteText, siteTextStart } from './site-texts';

// How a player opens the site's dialogs and header panels, in either language and at either size
// (the phone's header has one user button and a side menu), shared by the journeys and the
// accessibility checks. Each opener waits until what it opened is shown and returns it.

/** Lazy dialogs and panels load their code on first use, over a preview server on a busy machine. */
const FIRST_USE = { timeout: 30_000 };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 900;

const common = (language: Language, key: string) => siteText(language, 'common', key);

function visibleButton(page: Page | Locator, name: string | RegExp): Locator {
  return page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .filter({ visible: true })
    .first();
}

/**
 * Waits for the dialog itself. While its code loads, the dialog host shows a frame of the same
 * name marked `aria-busy`; the loaded dialog replaces it with a <dialog> of its own, which opens
 * (and fades in) anew. A check made before that would judge the frame, or the fade half-way.
 */
async function shown(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible(FIRST_USE);
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true', FIRST_USE);
  await expect(dialog).toBeVisible(FIRST_USE);
  return dialog;
}

/** The header's Login (the desktop header or the phone's top bar). */
export async function openLogin(page: Page, language: Language): Promise<Locator> {
  await visibleButton(page, common(language, 'shell.header.login')).click(FIRST_USE);
  return shown(page.getByRole('dialog', { name: siteText(language, 'auth', 'login.title') }));
}

/** The phone's side menu (the Menu button of the top bar). */
export async function openSideMenu(page: Page, language: Language): Promise<Locator> {
  await visibleButton(page, common(language, 'shell.header.menu')).click(FIRST_USE);
  return shown(
    page.getByRole('navigation', { name: siteText(language, 'mobile', 'sideMenu.label') }),
  );
}

/** Sign Up: in the header on a wide screen; on a phone in the side menu. */
export async function openSignUp(page: Page, language: Language): Promise<Locator> {
  const signUp = common(language, 'shell.header.signUp');
  const from = isPhone(page) ? await openSideMenu(page, language) : page;
  await visibleButton(from, signUp).click(FIRST_USE);
  return shown(page.getByRole('dialog', { name: signUp }));
}

/** Login, then the Login dialog's password recovery link. */
export async function openRecovery(page: Page, language: Language): Promise<Locator> {
  const login = await openLogin(page, language);
  const recovery = siteText(language, 'auth', 'login.recovery');
  await login.getByRole('button', { name: recovery }).click(FIRST_USE);
  return shown(page.getByRole('dialog', { name: recovery }));
}

/** A player's profile menu: the user button (the phone's Profile, the desktop's name). */
export async function openProfileMenu(page: Page, language: Language): Promise<Locator> {
  const button = visibleButton(page, siteTextStart(language, 'common', 'shell.header.profile'));
  await button.click(FIRST_USE);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return button;
}

/** The desktop header's language menu. */
export async function openLanguageMenu(page: Page, language: Language): Promise<Locator> {
  const button = visibleButton(page, siteTextStart(language, 'common', 'shell.language.select'));
  await button.click(FIRST_USE);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return button;
}

/** A player's notifications: the desktop's bell, or the phone's profile panel entry. */
export async function openNotifications(page: Page, language: Language): Promise<Locator> {
  const title = common(language, 'shell.header.notifications');
  if (isPhone(page)) {
    await openProfileMenu(page, language);
    const entry = siteTextStart(language, 'mobile', 'profile.notifications');
    await visibleButton(page, entry).click(FIRST_USE);
  } else {
    await visibleButton(
      page,
      siteTextStart(language, 'common', 'shell.header.notifications'),
    ).click(FIRST_USE);
  }
  return shown(page.getByRole('dialog', { name: title }));
}

/** The deposit page's first payment method (its form opens in a dialog). */
export async function openFirstDepositMethod(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('listitem').getByRole('button').first().click(FIRST_USE);
  return shown(page.getByRole('dialog'));
}

/** The phone's play modal: the first game tile of the page (its picture is the tile's button). */
export async function openFirstGame(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('article').getByRole('button').first().click(FIRST_USE);
  const dialog = await shown(page.getByRole('dialog'));
  // The spinner shows until the game has loaded: the modal is whole with the game's frame in it.
  await expect(dialog.locator('iframe')).toBeAttached(FIRST_USE);
  return dialog;
}
