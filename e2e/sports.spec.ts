import { expect, test } from '@playwright/test';
import { authDataOf, prepareVisit } from './support/session';

// The sports pages: the sportsbook provider's page in a frame. A player's
// address comes from the session (betsy*, else betco*), a visitor's from the site setting
// `sportsbookurl` (mock mode: /sportsbook.html, a local stand-in page).
const FIRST_PAINT = { timeout: 30_000 };
test.describe.configure({ timeout: 60_000 });

test('a player sees the sportsbook from the session fields, with token and client id', async ({
  page,
}) => {
  await prepareVisit(page, 'en', {
    ...authDataOf('demo'),
    betsyUrl: '/sportsbook.html',
    betsyToken: 'betsy-demo',
    betsyCid: '42',
  });
  await page.goto('/spor');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible(FIRST_PAINT);
  const frame = page.locator('iframe[title="Sportsbook"]');
  await expect(frame).toHaveAttribute(
    'src',
    '/sportsbook.html?page=sports&lang=en&token=betsy-demo&cid=42',
  );
  await expect(
    page.frameLocator('iframe[title="Sportsbook"]').getByText('Player session'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Sports/);
});

test('a visitor sees the sportsbook of the site setting on /livespor/fcg', async ({ page }) => {
  await prepareVisit(page, 'tr');
  await page.goto('/livespor/fcg');
  await expect(page.getByRole('heading', { level: 1, name: 'Canlı Spor' })).toBeVisible(
    FIRST_PAINT,
  );
  const frame = page.locator('iframe[title="Canlı spor bahisleri"]');
  await expect(frame).toHaveAttribute('src', '/sportsbook.html?page=live&menu=short&lang=tr');
  await expect(
    page.frameLocator('iframe[title="Canlı spor bahisleri"]').getByText('Ziyaretçi'),
  ).toBeVisible();
});

test('/esports has its h1 and a frame', async ({ page }) => {
  await prepareVisit(page, 'en', {
    ...authDataOf('demo'),
    betcoUrl: '/sportsbook.html',
    betcoToken: 'betco-demo',
  });
  await page.goto('/esports');
  await expect(page.getByRole('heading', { level: 1, name: 'E-Sports' })).toBeVisible(FIRST_PAINT);
  await expect(page.locator('iframe[title="E-Sports sportsbook"]')).toHaveAttribute(
    'src',
    '/sportsbook.html?page=esports&lang=en&token=betco-demo',
  );
});
