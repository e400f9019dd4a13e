import { expect, test } from '@playwright/test';
import { gameOf, playPath } from '../support/games';
import { logInThroughPage } from '../support/server-login';

// Against the reference server: a spin in the demo game provider's page moves the player's money
// on the server (stake and win through its seamless wallet), and the round is a line of Game
// History. The outcome is drawn by the server, so the journey reads it rather than fixing it.
test.describe.configure({ timeout: 90_000 });
const FIRST_PAINT = { timeout: 30_000 };

test('a spin in the demo game moves the balance and shows in Game History', async ({ page }) => {
  await logInThroughPage(page);
  const balance = page
    .getByRole('banner')
    .getByText(/₺[\d.,]+/)
    .first();
  await expect(balance).toHaveText(/₺/, FIRST_PAINT);
  const before = await balance.textContent();

  const game = gameOf('dt');
  await page.goto(playPath(game));
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  await expect(frame.getByRole('status')).toContainText('Balance', FIRST_PAINT);
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('status')).toContainText(/(You won .*|No win)\. Balance/);
  // The header follows the server's balance (its poll, or the page's own refresh).
  await expect(balance).not.toHaveText(before ?? '', { timeout: 20_000 });

  await page.goto('/dashboard/game-history');
  const rounds = page.getByRole('table', { name: 'Game rounds' });
  await expect(rounds.getByRole('row').nth(1)).toContainText(game.name, FIRST_PAINT);
});
