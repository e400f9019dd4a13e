import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { startAuditServer } from '../../scripts/audit/audit-server';

// axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules as a check of the page that is open. The
// production build is served as a player's browser meets it (HTTP/2, production's security
// headers, every API call answered with the contract's example) by a server each worker starts;
// the mock-mode build with its seeded data is the journeys' own (baseURL).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DIST = process.env.AUDIT_DIST ?? join(import.meta.dirname, '..', '..', 'dist');

/** What a check covered, for the summary the axe reporter prints. */
export type AxeTarget = 'page' | 'dialog' | 'panel';

export const test = base.extend<object, { productionOrigin: string }>({
  productionOrigin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use) => {
      if (!existsSync(join(DIST, 'index.html'))) {
        throw new Error(`No production build in ${DIST}: \`npm run build\` makes it.`);
      }
      const server = await startAuditServer({ distDir: DIST });
      await use(server.origin);
      await server.stop();
    },
    // Making the server's certificate takes seconds on a busy machine: not the first check's time.
    { scope: 'worker', timeout: 120_000 },
  ],
});
export { expect };

/**
 * A page of its own, in the project's size and with its base URL, for a group of checks that
 * share one visit (the pages of a group, the dialogs opened from one page).
 */
export async function projectPage(testInfo: TestInfo, browser: Browser): Promise<Page> {
  const { viewport, isMobile, hasTouch, ignoreHTTPSErrors, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    ignoreHTTPSErrors,
    baseURL,
  });
  return context.newPage();
}

/** The annotation that counts a test as one axe check of a page, a dialog or a panel. */
export const axeCheck = (target: AxeTarget) => ({
  annotation: { type: 'axe', description: target },
});

/**
 * Runs axe on the page as it is shown and fails with every violation: rule, impact, what to do
 * and the failing elements. Frames (a game, the sportsbook) are the providers' pages and are not
 * audited, the frame element itself is (its title): axe runs in the page alone (`iframes: false`,
 * which only axe's own run in the page honours, hence the legacy mode).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe waits up to 10 s for every video's metadata for its one rule about sound that plays by
  // itself; a muted video plays none, so it loads media only when one could sound.
  const audible = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLMediaElement>('video, audio')].some(
      (media) => media.autoplay && !media.muted,
    ),
  );
  // A dialog fading in or a panel sliding is judged as it ends up, not half-way (a colour seen
  // through a half-faded layer fails contrast): the running animations that have an end are let
  // finish, for 3 s at most. Endless ones (a spinner, the loading shimmer) are judged as they are.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(WCAG_TAGS)
    .options({
      iframes: false,
      resultTypes: ['violations'],
      preload: { assets: audible ? ['cssom', 'media'] : ['cssom'] },
    })
    .analyze();
  const found = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact ?? 'unknown'}): ${help}\n    ${nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(found, `axe found ${found.length} violated rule(s) on ${page.url()}`).toEqual([]);
}
