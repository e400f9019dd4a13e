import type { Page } from '@playwright/test';
import { demoPlayerSession } from '../../scripts/lib/demo-player';
import { axeCheck, expectNoAxeViolations, projectPage, test } from '../support/axe';
import { gameOf, playPath } from '../support/games';
import { moveTo, trackRequests, waitForPageReady } from '../support/page-ready';
import { specRoutes } from '../support/routes';
import { prepareVisit } from '../support/session';

// Every route in both languages at both sizes (the two projects), checked by axe twice:
// - as a visitor on the production build with the contract's example answers (the member area is
//   a player's and is checked below);
// - as the demo player on the mock-mode build with its seeded data, the member area included.
//   Its lists are as long as a real player's (40 top winners, months of history), so a list that
//   scrolls is checked scrolling.
// Each group opens the site once and moves from route to route as a link does; a failed check
// restarts the group's page for the routes after it.

const routes = [...specRoutes, playPath(gameOf('dt'))];
const memberRoute = (route: string) => route.startsWith('/dashboard');
/** A route as a test's title: the play page's game is a long code. */
const titleOf = (route: string) => route.replace(/^(\/casino\/play\/).+/, '$1<game>');

const groups = [
  {
    who: 'a visitor (production build)',
    player: false,
    routes: routes.filter((r) => !memberRoute(r)),
  },
  { who: 'the demo player (seeded data)', player: true, routes },
];

for (const language of ['tr', 'en'] as const) {
  for (const group of groups) {
    test.describe(`pages in ${language} as ${group.who}`, () => {
      test.describe.configure({ mode: 'default' });
      let page: Page;
      let origin = '';

      test.beforeAll(async ({ browser, productionOrigin }, testInfo) => {
        page = await projectPage(testInfo, browser);
        origin = group.player ? '' : productionOrigin;
        trackRequests(page);
        await prepareVisit(page, language, group.player ? demoPlayerSession : undefined);
        await page.goto(`${origin}/`);
        await waitForPageReady(page);
      });
      test.afterAll(() => page.context().close());

      for (const route of group.routes) {
        test(titleOf(route), axeCheck('page'), async () => {
          await moveTo(page, route);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}
