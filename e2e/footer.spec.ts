import { expect, test, type Page } from '@playwright/test';
import { languageProject } from './support/session';

// The site footer, at both reference sizes (projects desktop and mobile) and in both
// languages. It is in the page from the first render; its provider logos load near the viewport.
const texts = {
  en: {
    sections: ['Betting', 'CASINO', 'Games', 'Our Stories', 'Terms of Use', 'Terms of Service'],
    links: [
      ['Betting', 'Sports', '/spor'],
      ['Betting', 'Live Sports', '/livespor'],
      ['Betting', 'E-Sports', '/esports'],
      ['CASINO', 'Slot Casino', '/casino/slot'],
      ['CASINO', 'Live Casino', '/casino/live'],
      ['CASINO', 'TV Games', '/casino/tvbets'],
      ['Games', 'Other Games', '/casino/games'],
    ],
    stories: 'Our Stories',
    pages: ['Information', 'About Us', 'Contact'],
    providers: 'Game providers',
    warning: 'Gambling can be addictive, please play responsibly',
  },
  tr: {
    sections: [
      'Bahis',
      'CASINO',
      'Oyunlar',
      'Hikayelerimiz',
      'Kullanım Koşulları',
      'Hizmet Şartları',
    ],
    links: [
      ['Bahis', 'Spor', '/spor'],
      ['Bahis', 'Canlı Spor', '/livespor'],
      ['Bahis', 'E-Spor', '/esports'],
      ['CASINO', 'Slot Casino', '/casino/slot'],
      ['CASINO', 'Canlı Casino', '/casino/live'],
      ['CASINO', 'TV Oyunları', '/casino/tvbets'],
      ['Oyunlar', 'Diğer Oyunlar', '/casino/games'],
    ],
    stories: 'Hikayelerimiz',
    pages: ['Bilgilendirme', 'Hakkımızda', 'İletişim'],
    providers: 'Oyun sağlayıcıları',
    warning: 'Kumar bağımlılık yapabilir, lütfen sorumlu oynayın',
  },
} as const;

// The legal notices keep the language they were issued in, whatever the site's language.
const licenceNotice = 'Royal Bet is operated by Royal Bet N.V.';
const termsNotice = 'Üye olabilmek için';
const termsLink = 'Genel Şartlar ve Koşullar';

const providers = [
  'Pragmatic Play',
  'Evolution',
  'NetEnt',
  "Play'n GO",
  'EGT',
  'Amusnet',
  'Spribe',
  'Ezugi',
  'Playtech',
  'Microgaming',
  'Red Tiger',
  'Hacksaw Gaming',
];

/** Opens the home page and brings the footer into view, closing the welcome popup if it shows. */
async function openFooter(page: Page) {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  await footer.scrollIntoViewIfNeeded();
  const popup = page.getByRole('dialog');
  if (await popup.isVisible({ timeout: 2500 }).catch(() => false)) {
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  }
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

for (const language of ['en', 'tr'] as const) {
  const t = texts[language];

  test.describe(`footer (${language})`, languageProject(language), () => {
    // A cold dev server on a busy machine can take a while to serve the lazy chunks.
    test.describe.configure({ timeout: 60_000 });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    });

    test('is in the page with its links and notices before the visitor scrolls', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({
        timeout: 30_000,
      });
      // What a screen reader's list of landmarks finds at once, far below the first screen.
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeAttached();
      await expect(footer).not.toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(
        footer.getByRole('navigation', { name: t.sections[0] }).getByRole('link'),
      ).toHaveCount(3);
      const notice = footer.locator('p', { hasText: termsNotice });
      await expect(notice.getByRole('link', { name: termsLink })).toHaveAttribute(
        'href',
        '/pages/1',
      );
      await expect(footer.getByText(licenceNotice)).toBeAttached();
    });

    test('shows its sections by role and name, with their links, notices and year', async ({
      page,
    }) => {
      const footer = await openFooter(page);
      for (const name of t.sections) {
        const section = footer.getByRole('navigation', { name });
        await section.scrollIntoViewIfNeeded();
        await expect(section.getByRole('heading', { name })).toBeVisible();
      }
      for (const [section, name, href] of t.links) {
        const link = footer
          .getByRole('navigation', { name: section })
          .getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
      // The content-page sections are filled from cms/categorylist.
      const stories = footer.getByRole('navigation', { name: t.stories }).getByRole('link');
      await expect(stories.first()).toHaveAttribute('href', /^\/pages\/\d+$/);
      // The pages of the CMS category Footer, in a row of their own.
      const [row, ...pages] = t.pages;
      for (const name of pages) {
        await expect(
          footer.getByRole('navigation', { name: row }).getByRole('link', { name }),
        ).toHaveAttribute('href', /^\/pages\/\d+$/);
      }
      // The company notice in English and the terms notice, linking the general terms
      // (/pages/1), in Turkish, in either language.
      await expect(footer.locator('p[lang="en"]', { hasText: licenceNotice })).toBeVisible();
      const notice = footer.locator('p[lang="tr"]', { hasText: termsNotice });
      await expect(notice.getByRole('link', { name: termsLink })).toHaveAttribute(
        'href',
        '/pages/1',
      );
      await expect(footer.getByText(t.warning)).toBeVisible();

      // The social links and the licence badge open in a new tab, without the opener.
      for (const name of ['Telegram', 'Twitter', 'Instagram', 'YouTube']) {
        const link = footer.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const badge = footer.getByRole('link', { name: /Curaçao Gaming Control Board/ });
      await expect(badge).toHaveAttribute('href', /^https:\/\//);
      await expect(badge).toHaveAttribute('target', '_blank');
      await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');

      // The copyright line prints the current year.
      const year = new Date().getFullYear();
      const line = footer.getByText(`Copyright ${year} - Tüm Hakları Saklıdır.`, { exact: true });
      await line.scrollIntoViewIfNeeded();
      await expect(line).toBeVisible();
    });

    test.describe('with motion', () => {
      // The logos slide by themselves only for a visitor who has not asked for less motion.
      test.use({ reducedMotion: 'no-preference' });
      test('shows the provider logos on a sliding carousel', async ({ page }, testInfo) => {
        const footer = await openFooter(page);
        const strip = footer.getByRole('region', { name: t.providers });
        await strip.scrollIntoViewIfNeeded();
        await expect(strip.locator('.swiper-initialized')).toBeVisible();
        await expect(strip.getByRole('img')).toHaveCount(providers.length);
        for (const name of providers) {
          await expect(strip.getByRole('img', { name, exact: true })).toBeAttached();
        }
        await expect(strip.getByRole('img', { name: 'Pragmatic Play' })).toBeVisible();
        // 7 across on desktop, 3 on a phone.
        const perView = testInfo.project.name === 'mobile' ? 3 : 7;
        const slideWidth = await strip
          .locator('.swiper-slide')
          .first()
          .evaluate((el) => el.getBoundingClientRect().width);
        const stripWidth = await strip
          .locator('.swiper')
          .evaluate((el) => el.getBoundingClientRect().width);
        expect(Math.round((stripWidth + 20) / (slideWidth + 20))).toBe(perView);
        // Autoplay moves it on (start after 500 ms, then every 2000 ms).
        const wrapper = strip.locator('.swiper-wrapper');
        await expect
          .poll(() => wrapper.evaluate((el) => getComputedStyle(el).transform), { timeout: 6000 })
          .not.toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
      });
    });
  });
}
