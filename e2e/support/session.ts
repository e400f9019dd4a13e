import { expect, type Page } from '@playwright/test';
import { seededSession, type SeededPlayer } from '../../scripts/lib/demo-player';

export type Language = 'en' | 'tr';
export type { SeededPlayer };

/** A stored session; `token` may name a player the backend does not know (an expired one). */
export function authDataOf(player: SeededPlayer, token?: string) {
  return { ...seededSession(player, ''), ...(token ? { token } : {}) };
}

/** A seeded player's phone as the phone field shows it: without the fixed 90 prefix. */
export function localPhoneOf(player: SeededPlayer): string {
  return seededSession(player).phone.replace(/^90/, '');
}

/** What else a first page load starts with. */
export interface VisitOptions {
  /** Lets the image popup open by itself (a first visit); by default it counts as seen. */
  popup?: boolean;
  /** Further localStorage entries, e.g. reality checks counted as seen. */
  storage?: Record<string, string>;
}

/**
 * Prepares the tab's first page load: the language, the image popup counted as seen, a returning
 * device (its fingerprint stored, so FingerprintJS is not loaded and run again on every journey's
 * first page; journeys that open the site without prepareVisit still meet it) and, when given, a
 * stored authData (a string is stored as is, corrupt ones included). Later loads keep what the
 * site stored itself.
 */
export async function prepareVisit(
  page: Page,
  language: Language,
  authData?: unknown,
  { popup = false, storage = {} }: VisitOptions = {},
) {
  const stored =
    authData === undefined
      ? ''
      : typeof authData === 'string'
        ? authData
        : JSON.stringify(authData);
  await page.addInitScript(
    ([lang, session, showPopup, entries]) => {
      // The script runs in every frame too: a sandboxed game or sportsbook frame has no storage.
      if (window !== window.top || sessionStorage.getItem('e2e-started')) return;
      sessionStorage.setItem('e2e-started', '1');
      localStorage.setItem('lang', lang);
      if (!showPopup) localStorage.setItem('popupSeen', JSON.stringify(['*']));
      localStorage.setItem('fingerprint', 'e2e-returning-device');
      if (session) localStorage.setItem('authData', session);
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    [language, stored, popup, storage] as const,
  );
}

/** Opens `route` as the seeded demo player, in English, once its page heading shows. */
export async function openAsDemo(page: Page, route: string) {
  await prepareVisit(page, 'en', authDataOf('demo'));
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/**
 * Journeys written for both languages split the two projects: English runs at the desktop size
 * and Turkish at the mobile size, so each language and each size is covered once (CI time).
 */
export function languageProject(language: Language) {
  return { tag: language === 'en' ? '@desktop-only' : '@mobile-only' };
}

/**
 * Waits until the page reloaded by a logout (home, then a reload after 300 ms) has loaded
 * and shows the visitor's page. A journey must not end in the middle of that reload: closing a
 * browser context while its page is still loading through the mock service worker can hang.
 */
export async function settledAfterLogoutReload(page: Page) {
  await expect
    .poll(
      () =>
        page
          .evaluate(
            () =>
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)?.type,
          )
          .catch(() => 'reloading'),
      { timeout: 30_000 },
    )
    .toBe('reload');
  await page.waitForLoadState('load');
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
}
