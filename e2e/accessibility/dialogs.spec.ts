import type { Locator, Page } from '@playwright/test';
import { demoPlayerSession } from '../../scripts/lib/demo-player';
import {
  axeCheck,
  expect,
  expectNoAxeViolations,
  projectPage,
  test,
  type AxeTarget,
} from '../support/axe';
import {
  openFirstDepositMethod,
  openFirstGame,
  openLanguageMenu,
  openLogin,
  openNotifications,
  openProfileMenu,
  openRecovery,
  openSideMenu,
  openSignUp,
} from '../support/dialogs';
import { waitForPageReady } from '../support/page-ready';
import { prepareVisit, type Language } from '../support/session';

// The dialogs and header panels, each checked by axe open, in both languages at both sizes (the
// two projects), on the production build with the contract's example answers: a visitor's, and a
// player's as the demo player. The phone plays a game in the play modal and finds the language
// menu in its side menu; a desktop opens the play page and has a header language menu.
// Those opened from the same page as the same visitor share one visit: each is opened, checked and
// closed with Escape in turn, as a player would (a page load is most of a check's time). A failed
// check restarts the visit for the ones after it.

interface Opened {
  name: string;
  target: AxeTarget;
  /** The page the dialog opens from. */
  route: string;
  player: boolean;
  /** Only at one size: the phone's side menu and play modal, the desktop's language menu. */
  tag?: '@mobile-only' | '@desktop-only';
  /** Lets the image popup open by itself (a first visit). */
  popup?: boolean;
  /** Lets the reality check show (the session has run past its interval). */
  realityCheck?: boolean;
  /** Opened on a visit of its own: the play modal's game frame may keep the keyboard's Escape. */
  alone?: boolean;
  /** What it opened: a dialog, or a panel's button (`aria-expanded`). */
  open: (page: Page, language: Language) => Promise<Locator>;
}

/** A dialog that opens by itself once the page has settled. */
async function shownByItself(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

const opened: Opened[] = [
  { name: 'login', target: 'dialog', route: '/', player: false, open: openLogin },
  { name: 'register', target: 'dialog', route: '/', player: false, open: openSignUp },
  { name: 'recovery', target: 'dialog', route: '/', player: false, open: openRecovery },
  {
    name: 'image popup',
    target: 'dialog',
    route: '/',
    player: false,
    popup: true,
    open: (page) => shownByItself(page.getByRole('dialog')),
  },
  {
    name: 'deposit',
    target: 'dialog',
    route: '/dashboard/deposit',
    player: true,
    open: openFirstDepositMethod,
  },
  { name: 'notifications', target: 'dialog', route: '/', player: true, open: openNotifications },
  {
    name: 'reality check',
    target: 'dialog',
    route: '/',
    player: true,
    realityCheck: true,
    open: (page) => shownByItself(page.getByRole('alertdialog')),
  },
  {
    name: 'play',
    target: 'dialog',
    route: '/',
    player: true,
    tag: '@mobile-only',
    alone: true,
    open: openFirstGame,
  },
  { name: 'profile menu', target: 'panel', route: '/', player: true, open: openProfileMenu },
  {
    name: 'side menu',
    target: 'panel',
    route: '/',
    player: false,
    tag: '@mobile-only',
    open: openSideMenu,
  },
  {
    name: 'language menu',
    target: 'panel',
    route: '/',
    player: false,
    tag: '@desktop-only',
    open: openLanguageMenu,
  },
];

/**
 * The reality check would cover every player page once the example session has run past its
 * interval: elsewhere the checks of that session count as seen.
 */
async function realityChecksSeen(page: Page, origin: string): Promise<Record<string, string>> {
  const answer = await page.request.get(`${origin}/api/protection/session`, {
    headers: { authorization: `Bearer ${demoPlayerSession.token}` },
  });
  const { data } = (await answer.json()) as { data: { startedAt: string } };
  return { realityCheck: JSON.stringify({ startedAt: data.startedAt, seen: 1_000_000 }) };
}

/** The visits: the dialogs opened from the same page as the same visitor share one. */
const visits = new Map<string, Opened[]>();
for (const item of opened) {
  const visit =
    item.alone || item.popup || item.realityCheck
      ? item.name
      : `${item.player ? 'the demo player' : 'a visitor'} on ${item.route}`;
  visits.set(visit, [...(visits.get(visit) ?? []), item]);
}

/** Closes what an opener opened with Escape, as a player would, and waits until it is gone. */
async function closeWithEscape(page: Page, shown: Locator) {
  const expanded = await shown.getAttribute('aria-expanded');
  await page.keyboard.press('Escape');
  if (expanded === null) await expect(shown).toBeHidden();
  else await expect(shown).toHaveAttribute('aria-expanded', 'false');
}

for (const language of ['tr', 'en'] as const) {
  for (const [visit, items] of visits) {
    test.describe(`dialogs and panels in ${language}, ${visit}`, () => {
      test.describe.configure({ mode: 'default' });
      const [first] = items;
      let page: Page;

      test.beforeAll(async ({ browser, productionOrigin }, testInfo) => {
        if (!first) return;
        page = await projectPage(testInfo, browser);
        const storage =
          first.player && !first.realityCheck
            ? await realityChecksSeen(page, productionOrigin)
            : {};
        await prepareVisit(page, language, first.player ? demoPlayerSession : undefined, {
          popup: first.popup,
          storage,
        });
        await page.goto(`${productionOrigin}${first.route}`);
        await waitForPageReady(page);
      });
      test.afterAll(() => page.context().close());

      for (const item of items) {
        const details = { ...axeCheck(item.target), ...(item.tag ? { tag: item.tag } : {}) };
        test(`${item.target}: ${item.name}`, details, async () => {
          const shown = await item.open(page, language);
          await waitForPageReady(page);
          await expectNoAxeViolations(page);
          if (item !== items.at(-1)) await closeWithEscape(page, shown);
        });
      }
    });
  }
}
