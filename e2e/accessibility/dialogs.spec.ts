import type { Page } from '@playwright/test';
import { demoPlayerSession } from '../../scripts/lib/demo-player';
import { axeCheck, expect, expectNoAxeViolations, test, type AxeTarget } from '../support/axe';
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
  open: (page: Page, language: Language) => Promise<unknown>;
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
    open: (page) => expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 }),
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
    open: (page) => expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'play',
    target: 'dialog',
    route: '/',
    player: true,
    tag: '@mobile-only',
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

for (const language of ['tr', 'en'] as const) {
  test.describe(`dialogs and panels in ${language}`, () => {
    for (const item of opened) {
      const details = { ...axeCheck(item.target), ...(item.tag ? { tag: item.tag } : {}) };
      test(`${item.target}: ${item.name}`, details, async ({ page, productionOrigin }) => {
        const storage =
          item.player && !item.realityCheck ? await realityChecksSeen(page, productionOrigin) : {};
        await prepareVisit(page, language, item.player ? demoPlayerSession : undefined, {
          popup: item.popup,
          storage,
        });
        await page.goto(`${productionOrigin}${item.route}`);
        await waitForPageReady(page);
        await item.open(page, language);
        await waitForPageReady(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
