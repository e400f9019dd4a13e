import { expect, test } from '@playwright/test';
import { authDataOf, prepareVisit } from './support/session';

// Favourites, which survive a reload, at both sizes: the Favorite toggle
// of a game card on the casino page.
const FIRST_PAINT = { timeout: 30_000 };
test.describe.configure({ timeout: 60_000 });

test('a player favourites a game; after a reload it is still a favourite; then removes it', async ({
  page,
}) => {
  await prepareVisit(page, 'en', authDataOf('demo'));
  await page.goto('/casino/slot');
  const grid = page.getByRole('region', { name: 'Games' });
  const tile = grid.getByRole('article').first();
  await expect(tile).toBeVisible(FIRST_PAINT);
  const name = await tile.getByRole('heading').textContent();
  expect(name).toBeTruthy();
  // The card itself is a button named by the game.
  await expect(tile.getByRole('button', { name: name ?? '', exact: true })).toBeVisible();

  const favorite = tile.getByRole('button', { name: 'Favorite' });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  // The star's tooltip shows on keyboard focus and on hover; Escape hides it (WCAG 1.4.13).
  const tooltip = tile.getByText('Favorite', { exact: true }).and(tile.locator('[aria-hidden]'));
  await expect(tooltip).toBeHidden();
  await tile.getByRole('button', { name: name ?? '', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(favorite).toBeFocused();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await page.keyboard.press('Shift+Tab');
  await expect(tooltip).toBeHidden();
  await favorite.hover();
  await expect(tooltip).toBeVisible();
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added to favorites')).toBeVisible();

  await page.reload();
  const again = page
    .getByRole('region', { name: 'Games' })
    .getByRole('article', { name: name ?? '' })
    .first()
    .getByRole('button', { name: 'Favorite' });
  await expect(again).toHaveAttribute('aria-pressed', 'true', FIRST_PAINT);

  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Removed from favorites')).toBeVisible();
});
