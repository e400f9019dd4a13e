import { expect, test, type Page } from '@playwright/test';

// Mobile navigation: bottom bar, side menu, breadcrumb, at the mobile reference size
// (the mobile project only).
const texts = {
  en: {
    bar: 'Quick links',
    items: ['Deposit', 'Sports', 'Support', 'Live Casino', 'Promotions'],
    deposit: 'Deposit',
    login: 'Login',
    signUp: 'Sign Up',
    menu: 'Menu',
    sideMenu: 'Side menu',
    close: 'Close',
    liveCasino: 'Live Casino',
    promotions: 'Promotions',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    announcement: 'Announcement',
  },
  tr: {
    bar: 'Hızlı bağlantılar',
    items: ['Para Yatır', 'Spor', 'Destek', 'Canlı Casino', 'Promosyon'],
    deposit: 'Para Yatır',
    login: 'Giriş Yap',
    signUp: 'Üye Ol',
    menu: 'Menü',
    sideMenu: 'Yan menü',
    close: 'Kapat',
    liveCasino: 'Canlı Casino',
    promotions: 'Promosyonlar',
    breadcrumb: 'Sayfa yolu',
    home: 'Ana Sayfa',
    announcement: 'Duyuru',
  },
} as const;

// The first paint waits for the startup sequence (mock backend, bootstrap, texts).
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
}

for (const language of ['en', 'tr'] as const) {
  const text = texts[language];

  test.describe(`mobile navigation in ${language}`, { tag: '@mobile-only' }, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      // The image popup shows once on a first visit, a moment after the page settles,
      // and is then remembered as seen: each journey starts on the home page, waits for it and
      // closes it, so it does not come up over the controls under test. (A handler registered
      // first closed it before this wait saw it, which lost 10 s a journey.)
      const announcement = page.getByRole('dialog', { name: text.announcement });
      await open(page, '/');
      await expect(announcement).toBeVisible({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await expect(announcement).toBeHidden();
    });

    // The Turkish bar, side menu and Deposit are the component tests' (mobile-bottom-bar,
    // mobile-side-menu: 'speaks Turkish'); the journeys walk them once, in English.
    if (language === 'en') {
      test('the bottom bar offers Deposit, Sports, Support, Live Casino and Promotions', async ({
        page,
      }) => {
        const bar = page.getByRole('navigation', { name: text.bar });
        await expect(bar).toBeVisible();
        await expect(bar.getByRole('listitem')).toHaveText([...text.items]);
        await bar.getByRole('link', { name: text.liveCasino }).click();
        await expect(page).toHaveURL(/\/casino\/live$/);
        await expect(bar.getByRole('link', { name: text.liveCasino })).toHaveAttribute(
          'aria-current',
          'page',
        );
      });

      test('Deposit opens the login form for a visitor and the address stays', async ({ page }) => {
        await open(page, '/promotions');
        const bar = page.getByRole('navigation', { name: text.bar });
        await bar.getByRole('link', { name: text.deposit }).click();
        await expect(
          page.getByRole('dialog').getByRole('heading', { name: text.login }),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/promotions$/);
      });

      test('the hamburger opens the side menu; a tile navigates and closes it; Escape closes it; it offers a visitor Sign Up', async ({
        page,
      }) => {
        const hamburger = page.getByRole('button', { name: text.menu, exact: true });
        await hamburger.click();
        const menu = page.getByRole('navigation', { name: text.sideMenu });
        await expect(menu).toBeVisible();
        await menu.getByRole('link', { name: text.promotions }).click();
        await expect(page).toHaveURL(/\/promotions$/);
        await expect(menu).toBeHidden();

        await hamburger.click();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(hamburger).toBeFocused();

        await hamburger.click();
        // The menu is a dialog named Menu; its Close button is in the dialog's top row, beside
        // the title, outside the side menu's navigation.
        await page
          .getByRole('dialog', { name: text.menu })
          .getByRole('button', { name: text.close })
          .click();
        await expect(menu).toBeHidden();

        // A visitor's one user button in the header is Login; Sign Up is in the side menu.
        const header = page.getByRole('banner');
        await expect(header.getByRole('button', { name: text.signUp, exact: true })).toHaveCount(0);
        await header.getByRole('button', { name: text.login, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: text.login })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await hamburger.click();
        await menu.getByRole('button', { name: text.signUp, exact: true }).click();
        await expect(menu).toBeHidden();
        await expect(dialog.getByRole('heading', { name: text.signUp })).toBeVisible();
      });
    }

    test(`the breadcrumb reads '${text.home} / ${text.liveCasino}' on /casino/live`, async ({
      page,
    }) => {
      await open(page, '/casino/live');
      const crumbs = page.getByRole('navigation', { name: text.breadcrumb });
      await expect(crumbs).toHaveText(`${text.home}/${text.liveCasino}`);
      await expect(crumbs.getByRole('link', { name: text.home })).toBeVisible();
      await expect(crumbs.getByText(text.liveCasino)).toHaveAttribute('aria-current', 'page');
    });
  });
}
