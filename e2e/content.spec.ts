import { expect, test, type Page } from '@playwright/test';
import { mockBootstrap } from '../mocks/data/bootstrap-data';
import { popupSignature } from '../src/features/image-popup/popup-data';
import { languageProject } from './support/session';

// Content journeys: promotions and their sanitized detail, static pages with
// their menu, not-found pages, and the image popup shown once per content.

const texts = {
  tr: {
    promotions: 'Promosyonlar',
    unsafePromotion: 'Doğum Günü Bonusu',
    unsafeDescription: /canlı destek üzerinden talep edebileceğiniz/,
    details: 'Detaylar',
    terms: 'Genel Şartlar ve Koşullar',
    termsSection: '2. Üyelik Koşulları',
    menu: 'Bilgi sayfaları',
    privacy: 'Gizlilik Politikası',
    notFound: 'Sayfa bulunamadı',
    backHome: 'Ana sayfaya dön',
    close: 'Kapat',
  },
  en: {
    promotions: 'Promotions',
    unsafePromotion: 'Birthday Bonus',
    unsafeDescription: /is waiting for you on your birthday/,
    details: 'Details',
    terms: 'General Terms and Conditions',
    termsSection: '2. Membership',
    menu: 'Information pages',
    privacy: 'Privacy Policy',
    notFound: 'Page not found',
    backHome: 'Back to home',
    close: 'Close',
  },
} as const;

const popup = mockBootstrap('localhost').popup;
const seenPopup = popup ? JSON.stringify([popupSignature(popup)]) : null;

/** Any alert, confirm or prompt would mean injected script ran: record them all. */
function watchForScript(page: Page) {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(dialog.message());
    void dialog.dismiss();
  });
  return fired;
}

for (const language of ['tr', 'en'] as const) {
  const t = texts[language];

  test.describe(`content in ${language}`, languageProject(language), () => {
    test.beforeEach(async ({ page }) => {
      // The startup popup would cover the page: mark it seen (it has its own test below).
      await page.addInitScript(
        ([lang, seen]) => {
          localStorage.setItem('lang', lang);
          if (seen) localStorage.setItem('popupSeen', seen);
        },
        [language, seenPopup] as const,
      );
    });

    test('/promotions shows cards; a card opens its sanitized detail and no script runs', async ({
      page,
    }) => {
      const fired = watchForScript(page);
      await page.goto('/promotions');
      await expect(page.getByRole('heading', { level: 1, name: t.promotions })).toBeVisible();
      const details = page.getByRole('button', { name: new RegExp(`^${t.details}`) });
      await expect(details.first()).toBeVisible();
      expect(await details.count()).toBeGreaterThanOrEqual(6);

      await page.getByRole('button', { name: `${t.details}: ${t.unsafePromotion}` }).click();
      const dialog = page.getByRole('dialog', { name: t.unsafePromotion });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: t.unsafePromotion })).toBeVisible();
      await expect(dialog.getByText(t.unsafeDescription)).toBeVisible();
      await expect(dialog.locator('script')).toHaveCount(0);
      await expect(dialog.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
      // Give a broken image's error handler every chance to fire.
      await page.waitForTimeout(500);
      expect(fired).toEqual([]);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toBeHidden();
    });

    test('/pages/1 shows the general terms beside the static-page menu', async ({ page }) => {
      await page.goto('/pages/1');
      await expect(page.getByRole('heading', { level: 1, name: t.terms })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.termsSection })).toBeVisible();
      const menu = page.getByRole('navigation', { name: t.menu });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: t.terms })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await menu.getByRole('link', { name: t.privacy }).click();
      await expect(page).toHaveURL(/\/pages\/3$/);
      await expect(page.getByRole('heading', { level: 1, name: t.privacy })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.privacy }),
      ).toHaveAttribute('aria-current', 'page');
    });

    test('/pages/999 and /pages/abc show the not-found page inside the shell', async ({ page }) => {
      for (const path of ['/pages/999', '/pages/abc']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('link', { name: t.backHome })).toHaveAttribute('href', '/');
      }
    });
  });
}

test('the image popup shows once per content and a click follows its url', async ({ page }) => {
  await page.goto('/pages/1');
  const dialog = page.getByRole('dialog', { name: 'Duyuru' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('picture source')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Duyuruyu aç' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();

  // Seen: a new visit does not show it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
