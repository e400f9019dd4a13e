import { expect, test, type Page } from '@playwright/test';
import { openLogin } from './support/dialogs';
import { prepareVisit, type Language, languageProject } from './support/session';

// The site shell (header, navigation, dialogs, guarded member area), desktop and mobile (the two projects), both languages.
const texts = {
  en: {
    login: 'Login',
    signUp: 'Sign Up',
    pleaseLogIn: 'Please log in',
    signUpNow: 'Sign Up Now!',
  },
  tr: {
    login: 'Giriş Yap',
    signUp: 'Üye Ol',
    pleaseLogIn: 'Lütfen giriş yapın',
    signUpNow: 'Hemen Üye Olun!',
  },
} as const;

/** A visit in a language; the image popup counts as already seen. */
const visit = (page: Page, language: Language) => prepareVisit(page, language);

for (const language of ['en', 'tr'] as const) {
  test.describe(`shell in ${language}`, languageProject(language), () => {
    test.beforeEach(async ({ page }) => visit(page, language));

    test('a visitor opening /dashboard/deposit gets the login dialog and stays put', async ({
      page,
    }) => {
      await page.goto('/dashboard/deposit');
      await expect(page.getByRole('dialog', { name: texts[language].login })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/deposit$/);
      await expect(
        page.getByRole('heading', { level: 1, name: texts[language].pleaseLogIn }),
      ).toBeVisible();
    });

    test('opening Sign Up while Login is open leaves one dialog', async ({ page }) => {
      await page.goto('/');
      const login = await openLogin(page, language);
      await login.getByRole('button', { name: texts[language].signUpNow }).click();
      await expect(page.getByRole('dialog', { name: texts[language].signUp })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

test.describe('language', () => {
  test(
    'a player who opens the language menu at once switches to Türkçe; the popup waits its turn',
    { tag: '@both' },
    async ({ page }) => {
      // Two page loads and the popup, which waits for the page to settle (at most 5 s, then idle).
      test.setTimeout(90_000);
      // A first visit in English: the image popup has not been seen yet.
      await page.addInitScript(() => {
        if (window !== window.top || sessionStorage.getItem('e2e-started')) return;
        sessionStorage.setItem('e2e-started', '1');
        localStorage.setItem('lang', 'en');
      });
      await page.goto('/');
      // As soon as the page appears; on a phone the selector is in the side menu.
      if ((page.viewportSize()?.width ?? 1280) <= 900) {
        await page.getByRole('button', { name: 'Menu' }).click();
      }
      await page.getByRole('button', { name: 'Select Language' }).locator('visible=true').click();
      await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      await expect(
        page.getByRole('button', { name: 'Giriş Yap', exact: true }).first(),
      ).toBeVisible();

      // The popup waited: it did not cover the menu (nor get counted as seen there), and on the
      // reloaded page, with nothing open, it shows.
      const popup = page.getByRole('dialog', { name: 'Duyuru' });
      await expect(popup.getByRole('button', { name: 'Duyuruyu aç' })).toBeVisible({
        timeout: 20_000,
      });
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      await expect(
        page.getByRole('button', { name: 'Giriş Yap', exact: true }).first(),
      ).toBeVisible();
    },
  );

  test('Turkish is the default', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('popupSeen', JSON.stringify(['*'])));
    await page.goto('/');
    await expect(page).toHaveTitle('Royal Bet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(
      page.getByRole('button', { name: 'Giriş Yap', exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ana Sayfa' }).first()).toBeVisible();
  });
});

test.describe('domain-change banner', () => {
  test('shows on / only and stays closed once closed', async ({ page }) => {
    await visit(page, 'en');
    await page.goto('/promotions');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Domain change notice' })).toHaveCount(0);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Domain change notice' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('royalbet501.com');
    await banner.getByRole('button', { name: 'Close notice' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Domain change notice' })).toHaveCount(0);
  });
});

test.describe('header', () => {
  test('hides after the page is scrolled past 100 px', async ({ page }) => {
    await visit(page, 'en');
    await page.goto('/pages/1');
    await expect(page.getByRole('article')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-hidden', 'false');
  });
});
