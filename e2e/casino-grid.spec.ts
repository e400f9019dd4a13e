import { expect, test, type Page } from '@playwright/test';
import { BIG_CATEGORY_COUNT, BIG_CATEGORY_ID } from '../mocks/data/game-catalogue';
import { gameAt } from '../mocks/data/games-data';
import { tileHeightAt } from '../src/features/casino/virtual-grid';

// The casino grid of the 10,000-game category (the mock slot category) scrolls to its
// last game with only the rows near the viewport in the DOM; the game search (POST
// casino/games, take 5) lists at most 5 results. Desktop and mobile projects.
const FIRST_PAINT = { timeout: 30_000 };
const MAX_CARDS = 300;
const GAME_COUNT = BIG_CATEGORY_COUNT;
const FIRST_GAME = gameAt(BIG_CATEGORY_ID, 0)?.name ?? '';
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // English, and the startup announcement counted as seen (it would lock the page's scroll).
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('popupSeen', JSON.stringify(['*']));
  });
});

/** The 10,000-game category's grid, once its first game shows. */
async function openBigCategory(page: Page) {
  await page.goto(`/casino/slot?category=${BIG_CATEGORY_ID}`);
  const grid = page.getByRole('region', { name: 'Games' });
  await expect(grid.getByRole('article', { name: FIRST_GAME })).toBeVisible(FIRST_PAINT);
  return grid;
}

const cardCount = (page: Page) => page.evaluate(() => document.querySelectorAll('article').length);

test(
  'the 10,000-game category scrolls to its end with under 300 cards in the DOM',
  { tag: '@both' },
  async ({ page }) => {
    const grid = await openBigCategory(page);
    await expect(grid.getByText(`${GAME_COUNT} games in this list`)).toBeVisible();
    expect(await cardCount(page)).toBeLessThan(MAX_CARDS);

    // Halfway, by the page's own scrollbar: the games there are drawn, the first are gone.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(() =>
        page.evaluate(() => {
          const items = [...document.querySelectorAll('li[aria-posinset]')];
          return Number(items[0]?.getAttribute('aria-posinset') ?? 0);
        }),
      )
      .toBeGreaterThan(GAME_COUNT / 3);
    await expect(grid.getByRole('article', { name: FIRST_GAME, exact: true })).toHaveCount(0);
    expect(await cardCount(page)).toBeLessThan(MAX_CARDS);

    // Scrolling on with the wheel never piles up cards.
    for (let step = 0; step < 20; step += 1) {
      await page.mouse.wheel(0, 900);
      expect(await cardCount(page)).toBeLessThan(MAX_CARDS);
    }

    // The end of the list (on a phone the footer below it is taller than the screen).
    await page.evaluate(() => {
      const list = document.querySelector('li[aria-setsize]')?.parentElement;
      const bottom = list ? list.getBoundingClientRect().bottom + window.scrollY : 0;
      window.scrollTo(0, bottom - window.innerHeight);
    });
    const last = page.locator(`li[aria-posinset="${GAME_COUNT}"] article`);
    await expect(last).toBeVisible();
    await expect(last.locator('img')).toHaveAttribute('loading', 'lazy');
    expect(await cardCount(page)).toBeLessThan(MAX_CARDS);
  },
);

test(
  'a tile is as high as the grid reckons before it measures one, so no row moves',
  { tag: '@both' },
  async ({ page }) => {
    await openBigCategory(page);
    const tiles = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('li[aria-posinset]')].map((item) => ({
        width: item.getBoundingClientRect().width,
        height: item.offsetHeight,
      })),
    );
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile.height).toBe(tileHeightAt(tile.width));
  },
);

test('the search box lists at most 5 games and Enter opens the first (login for a visitor)', async ({
  page,
}) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/casino/games')) bodies.push(request.postDataJSON());
  });
  await page.goto('/casino/slot');
  const search = page.getByRole('combobox', { name: 'Search games' });
  await expect(search).toBeVisible(FIRST_PAINT);
  await search.pressSequentially('golden', { delay: 40 });
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(results.getByRole('option')).toHaveCount(5);
  await expect(results.getByRole('option', { name: 'Golden Fortune' })).toBeVisible();
  // Debounced: fewer requests than keystrokes (the timing of a busy machine may split the word
  // once), every one with take 5, the last for the whole word.
  expect(bodies.length).toBeLessThan('golden'.length - 1);
  for (const body of bodies) expect(body).toMatchObject({ live: false, skip: 0, take: 5 });
  expect(bodies.at(-1)).toEqual({ live: false, search: 'golden', skip: 0, take: 5 });
  await search.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
