import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FaultKind } from '../../mocks/scenarios/faults';
import { authDataOf, prepareVisit, settledAfterLogoutReload, type SeededPlayer } from './session';

// The fault matrix: each main journey under each fault of the mock backend (mocks/scenarios/
// faults.ts), injected into the journey's own calls once its page is ready. Every cell asserts:
// no blank page or crashed route, a translated message (or a visible loading state while the
// answer is late), and nothing the player typed is lost. A 401 logs the player out, so a
// logged-in journey's cell asserts the visitor's page instead of the typed input. The
// fault-matrix reporter prints the grid with the number of cells passed.
export const FIRST_PAINT = { timeout: 30_000 };

const faults: Array<{ kind: FaultKind; label: string }> = [
  { kind: 'server-error', label: '500' },
  { kind: 'network', label: 'network failure' },
  { kind: 'delay', label: '10 s delay' },
  { kind: 'malformed', label: 'malformed JSON' },
  { kind: 'unauthorized', label: '401' },
];

export interface Journey {
  name: string;
  /** The player logged in, if any. */
  player?: SeededPlayer;
  start: string;
  /** The journey's calls the fault applies to (operationIds of the contract). */
  operations: string[];
  /** Opens the form and types into it, before the fault. */
  prepare: (page: Page) => Promise<void>;
  /** The step whose call meets the fault. */
  act: (page: Page) => Promise<void>;
  /** What the player typed, which must still be there. */
  typed: (page: Page) => Array<[Locator, string]>;
  /** What shows while the answer is late: a loading state, or an optimistic step's result. */
  whileLate?: (page: Page) => Locator;
}

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Every English text of the site, as patterns ({{value}} matches anything). */
const englishTexts: RegExp[] = (() => {
  const dir = new URL('../../src/shared/i18n/locales/en/', import.meta.url);
  const texts: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string') texts.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    collect(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return texts
    .filter((text) => text.length > 12)
    .map((text) => new RegExp(escape(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')));
})();

/** The visible messages (toasts, alerts) and whether one of them is a text of the site. */
async function translatedMessage(page: Page): Promise<string | null> {
  const messages = page.getByRole('alert').or(page.getByRole('status'));
  for (const text of await messages.allInnerTexts()) {
    const line = text.trim();
    if (englishTexts.some((pattern) => pattern.test(line))) return line;
  }
  return null;
}

// A busy control or region, or a spinner: not a dialog's own loading frame (a dialog whose code
// is still on its way is marked busy too, and says nothing about the late answer).
const loadingState = (page: Page) =>
  page
    .locator('[aria-busy="true"]:not(dialog)')
    .or(page.getByRole('status').filter({ hasText: /^Loading/ }))
    .first();

async function setFault(page: Page, kind: FaultKind, operations: string[]) {
  await page.evaluate(
    ([faultKind, ids]) => window.mockBackend?.fault({ kind: faultKind, operations: ids }),
    [kind, operations] as const,
  );
}

/**
 * Opens a journey's start page from a clean slate in the journey's tab: the site is left for a
 * file it does not run on, the storage of the cell before (session, mock data, the fault) is
 * cleared, and prepareVisit's script stores this journey's language and player on the next load.
 */
async function startCell(page: Page, journey: Journey) {
  if (page.url().startsWith('http')) {
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.goto(journey.start);
  await page.waitForFunction(() => window.mockBackend !== undefined);
}

/** The cells of `journeys` under every fault, at the desktop size in English. */
export function describeFaultMatrix(title: string, journeys: Journey[]): void {
  test.describe(title, { tag: '@desktop-only' }, () => {
    for (const journey of journeys) {
      // A journey's five cells run one after another in one tab, each from a clean start: a new
      // browser context per cell spent much of its time registering the mock service worker again.
      test.describe(journey.name, () => {
        test.describe.configure({ mode: 'default', timeout: 60_000 });
        let page: Page;

        test.beforeAll(async ({ browser }, testInfo) => {
          const { baseURL, viewport } = testInfo.project.use;
          page = await browser.newPage({ baseURL, viewport });
          await prepareVisit(page, 'en', journey.player ? authDataOf(journey.player) : undefined);
        });
        test.afterAll(() => page.context().close());

        for (const fault of faults) {
          const cell = { type: 'fault-cell', description: `${journey.name}|${fault.label}` };
          test(`${journey.name} × ${fault.label}`, { annotation: cell }, async () => {
            const crashes: string[] = [];
            const onCrash = (error: Error) => crashes.push(error.message);
            page.on('pageerror', onCrash);
            try {
              await startCell(page, journey);
              await journey.prepare(page);
              const typed = journey.typed(page);
              await setFault(page, fault.kind, journey.operations);
              await journey.act(page);

              const loggedOut = fault.kind === 'unauthorized' && journey.player !== undefined;
              if (fault.kind === 'delay') {
                await expect((journey.whileLate ?? loadingState)(page)).toBeVisible();
              } else if (loggedOut) {
                // A 401 logs the player out, goes home and reloads the page after 300 ms.
                await settledAfterLogoutReload(page);
                await expect(
                  page.getByRole('button', { name: 'Login', exact: true }).first(),
                ).toBeVisible(FIRST_PAINT);
              } else {
                await expect
                  .poll(() => translatedMessage(page), { timeout: 10_000 })
                  .not.toBeNull();
              }
              if (!loggedOut) {
                for (const [input, value] of typed) await expect(input).toHaveValue(value);
              }
              await expect(page.locator('#root header').first()).toBeVisible();
              await expect(page.getByRole('main')).toBeVisible();
              await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(
                0,
              );
              expect(crashes).toEqual([]);
            } finally {
              page.off('pageerror', onCrash);
            }
          });
        }
      });
    }
  });
}
