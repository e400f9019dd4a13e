import { expect, test, type Page } from '@playwright/test';
import { languageProject } from './support/session';

// The home page (its banner carousel) and the casino pages, at both sizes, in both
// languages. Mock-mode imagery is drawn locally: no request may leave for an outside host.

// The first paint waits for the mock backend's service worker and the startup bundle, which is
// slow against a dev server (E2E_BASE_URL) on a busy machine.
const FIRST_PAINT = { timeout: 30_000 };
test.describe.configure({ timeout: 60_000 });

const texts = {
  en: {
    carousel: 'Featured promotions',
    winners: 'Top Winners',
    popular: 'Popular Games',
    slot: 'Slot Casino',
    games: 'Games',
    login: 'Login',
    slide2: 'Go to slide 2',
  },
  tr: {
    carousel: 'Öne çıkan kampanyalar',
    winners: 'En Çok Kazananlar',
    popular: 'Popüler Oyunlar',
    slot: 'Slot Casino',
    games: 'Oyunlar',
    login: 'Giriş',
    slide2: '2. slayta git',
  },
} as const;

/** Every http(s) request the page makes, to check none leaves the site. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('http:') || url.startsWith('https:')) urls.push(url);
  });
  return urls;
}

function expectOnlyLocalHosts(urls: string[]) {
  const outside = urls.filter((url) => !['127.0.0.1', 'localhost'].includes(new URL(url).hostname));
  expect(outside).toEqual([]);
}

async function openIn(page: Page, language: 'en' | 'tr') {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  // The startup image popup may cover the page; it has its own journey.
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: /^(Announcement|Duyuru)$/ }),
    async () => {
      await page.keyboard.press('Escape');
    },
  );
}

for (const language of ['en', 'tr'] as const) {
  const t = texts[language];

  test.describe(`home and casino (${language})`, languageProject(language), () => {
    test.beforeEach(async ({ page }) => openIn(page, language));

    test('the home page shows the banner carousel and Top Winners; /casino/slot its games', async ({
      page,
    }, info) => {
      const urls = recordRequests(page);
      await page.goto('/');
      const carousel = page.getByRole('region', { name: t.carousel });
      await expect(carousel.getByRole('img').first()).toBeVisible(FIRST_PAINT);
      await expect(carousel.getByRole('link').first()).toHaveAttribute('href', /.+/);

      const winners = page.getByRole('region', { name: t.winners });
      await expect(winners.getByRole('heading', { level: 2, name: t.winners })).toBeVisible();
      await expect(winners.getByRole('listitem').first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: t.popular }).getByRole('article').first(),
      ).toBeVisible();

      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: info.outputPath(`home-${language}.png`), fullPage: true });

      // The slot page shows game tiles.
      await page.goto('/casino/slot');
      await expect(page.getByRole('heading', { level: 1, name: t.slot })).toBeVisible(FIRST_PAINT);
      const grid = page.getByRole('region', { name: t.games });
      await expect(grid.getByRole('article').first()).toBeVisible();
      expect(await grid.getByRole('article').count()).toBeGreaterThan(1);
      await expect(grid.getByRole('article').first().locator('img')).toHaveJSProperty(
        'complete',
        true,
      );

      // Scrolling down loads the lazy images further down, still from no outside host.
      await page.mouse.wheel(0, 3000);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: info.outputPath(`casino-slot-${language}.png`) });
      expectOnlyLocalHosts(urls);
    });
  });
}

test.describe('carousel and play', () => {
  // The carousel moves by itself only for a visitor who has not asked for less motion.
  test.use({ reducedMotion: 'no-preference' });
  test.beforeEach(async ({ page }) => openIn(page, 'en'));

  test('the carousel moves on by itself after 5 seconds', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: texts.en.carousel });
    // The first banner shows still; the slider (and its bullets) comes with the first autoplay
    // step, 5 s after the page has settled, and moves to the second slide.
    await expect(carousel.getByRole('img').first()).toBeVisible(FIRST_PAINT);
    const second = carousel.getByRole('button', { name: texts.en.slide2 });
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 12_000 });
  });

  test('a visitor who presses Play on a live casino tile is asked to log in', async ({ page }) => {
    await page.goto('/casino/live?filter=roulette');
    const grid = page.getByRole('region', { name: texts.en.games });
    const tile = grid.getByRole('article').first();
    await expect(tile).toBeVisible(FIRST_PAINT);
    // The card's button is named by its game.
    const name = await tile.getByRole('heading').innerText();
    await tile.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('dialog', { name: texts.en.login })).toBeVisible();
  });
});
