import { expect, test } from '@playwright/test';

// Smoke journey: the built site starts on its in-browser mock backend and renders in the shell.
test.describe('smoke', { tag: '@both' }, () => {
  test('a visitor opens the home page in Turkish by default', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Royal Bet');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ana Sayfa' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('the mock backend answers ./api calls in the browser', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo123' }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, data: { username: 'demo' } },
    });
  });

  test('a casino page renders its title and is captured for review', async ({ page }, testInfo) => {
    await page.goto('/casino/slot');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first screen only: the slot page lists over 10,000 games in mock mode.
    await page.screenshot({ path: testInfo.outputPath('casino-slot.png') });
  });
});
