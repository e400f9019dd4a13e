import { expect, test } from '@playwright/test';
import { gameOf, playPath } from './support/games';
import { authDataOf, prepareVisit } from './support/session';
import { watchViolations } from './support/violations';

// An HTML launch answer (the contract's softgamings example: a launch form and its auto-submit
// script) starts its game under the site's strict policy: the site's hashed launch script
// submits the form from the sandboxed srcdoc frame.
const FIRST_PAINT = { timeout: 30_000 };

test("the contract's answer starts its game under the site's policy", async ({ page, context }) => {
  const violations = watchViolations(page);
  // The provider's launch host: the game page it answers to the launch form's post.
  const posts: string[] = [];
  await context.route('https://sg.gamelaunch.net/**', async (route) => {
    posts.push(
      `${route.request().method()} ${route.request().url()} ${route.request().postData()}`,
    );
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Aviator</title><h1>Aviator is running</h1>',
    });
  });
  await prepareVisit(page, 'en', authDataOf('demo'));
  // The launch call answers the contract's own softgamings example (a launch form and its
  // auto-submit script).
  await page.goto(`${playPath(gameOf('softgamings'))}?scenario=launchSoftgamings:success`);
  const frame = page.frameLocator(`iframe[title="${gameOf('softgamings').name}"]`);
  await expect(frame.getByRole('heading', { name: 'Aviator is running' })).toBeVisible(FIRST_PAINT);
  expect(posts).toEqual(['POST https://sg.gamelaunch.net/aviator token=e41b']);
  expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  expect(violations).toEqual([]);
});
