import type { i18n } from 'i18next';
import { setupWorker } from 'msw/browser';
import type { SessionData } from '@generated/api/model';
import { trustExactly } from '@/shared/html/trusted-types';
import { findPlayer, resetDb, updatePlayer } from './db';
import { listenForSpins } from './game-spin';
import { createHandlers } from './handlers';
import { addNotification } from './handlers/notification-handlers';
import { settleWaitingDeposits } from './handlers/payment-handlers';
import { sessionDataOf } from './handlers/session-data';
import { connectedHubClients, pushNotification, setHubDown } from './hub/mock-hub';
import { addFault, clearFaults, faultHandler, type Fault } from './scenarios/faults';
import { planScenarios, readChoice, type ScenarioPlan } from './scenarios/scenario-plan';
import { restoreMockDb, snapshotMockDb } from './snapshot';

const MOCK_WORKER_URL = `${import.meta.env.BASE_URL}mock-service-worker.js`;

// The whole mock database (players, history, limits, notifications, favourites, spin counts)
// lives for the browser tab's session, under one key, so a page reload keeps a newly registered
// player logged in and what they did, as a real backend would.
const SAVED_DB_KEY = 'mockDb';

function restoreSavedDb(): void {
  try {
    const saved = sessionStorage.getItem(SAVED_DB_KEY);
    // A missing, corrupt or wrong-shaped copy is ignored: the seed stays.
    if (saved !== null) restoreMockDb(saved);
  } catch {
    // Storage refused: the seed stays.
  }
}

function saveDb(): void {
  try {
    sessionStorage.setItem(SAVED_DB_KEY, snapshotMockDb());
  } catch {
    // Storage refused: the next page load starts from the seed.
  }
}

/** Mock-mode controls for QA and the browser journeys, e.g. `mockBackend.setBalance('demo', 50)`. */
export interface MockBackendControls {
  setBalance: (username: string, balance: number) => void;
  /** Adds `count` unread system notifications for the player; the hub pushes each one. */
  addNotifications: (username: string, count: number) => void;
  /** How many pages are connected to the realtime hub (a push reaches only those). */
  hubClients: () => number;
  /** Takes the realtime hub down (the page reconnects, and shows it) or brings it back up. */
  hubDown: (down: boolean) => void;
  /** Injects a fault into calls, e.g. `fault({kind: 'server-error', operations: ['login']})`. */
  fault: (fault: Fault) => void;
  clearFaults: () => void;
  /** The active scenarios, includes first. */
  scenarios: readonly string[];
}

/** What the page does with the chosen scenarios once the mock backend serves. */
export interface MockStart {
  /** undefined: keep the stored session; null: a visitor; else log this session in. */
  session: SessionData | null | undefined;
  /** Shows the mock-only scenario switcher (loaded on its own). */
  showScenarioSwitcher: (i18n: i18n) => void;
}

declare global {
  interface Window {
    mockBackend?: MockBackendControls;
  }
}

/**
 * Mock mode: the whole backend runs in the page's service worker and answers every call of the
 * contract from seeded data.
 */
export async function startMockBackend(): Promise<MockStart> {
  const plan = planScenarios(readChoice(location.search, sessionStorageOrNull()));
  if (plan.unknown.length > 0) console.warn(`Unknown mock scenarios: ${plan.unknown.join(', ')}`);
  if (plan.clearStorage) clearLocalStorage();
  resetDb();
  // A scenario chosen by address starts from the seeded data, so everyone sees the same.
  if (!plan.chosenNow) {
    restoreSavedDb();
    settleWaitingDeposits();
  }
  plan.seed();
  plan.faults.forEach(addFault);
  const worker = setupWorker(faultHandler, ...plan.handlers, ...createHandlers());
  // Only calls can change the database; the mock pictures cannot.
  worker.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname.startsWith(`${import.meta.env.BASE_URL}api/`)) saveDb();
  });
  listenForSpins(saveDb);
  window.mockBackend = {
    setBalance: (username, balance) => {
      updatePlayer(username, { balance });
      saveDb();
    },
    addNotifications: (username, count) => {
      for (let index = 0; index < count; index += 1) {
        pushNotification(
          addNotification(username, {
            title: `Duyuru ${index + 1}`,
            note: 'Yeni kampanyalarımızı Promosyonlar sayfasında bulabilirsiniz.',
            type: 'system',
          }),
        );
      }
      saveDb();
    },
    hubClients: connectedHubClients,
    hubDown: setHubDown,
    fault: addFault,
    clearFaults,
    scenarios: plan.active,
  };
  // MSW registers the worker with a plain string, which the site's Trusted Types policy lets
  // through only as a known exact value.
  trustExactly({ scriptUrl: MOCK_WORKER_URL });
  await worker.start({
    // MSW's worker behind a filter that lets scripts and styles go straight to the server.
    serviceWorker: { url: MOCK_WORKER_URL },
    // Only ./api calls are mocked; page assets go to the server.
    onUnhandledRequest: ({ url }, print) => {
      if (new URL(url).pathname.startsWith(`${import.meta.env.BASE_URL}api/`)) print.error();
    },
    quiet: true,
  });
  plan.start();
  return { session: sessionOf(plan), showScenarioSwitcher: (i18n) => showSwitcher(i18n, plan) };
}

function sessionOf(plan: ScenarioPlan): SessionData | null | undefined {
  if (plan.session === undefined || plan.session === null) return plan.session;
  const player = findPlayer(plan.session);
  return player ? sessionDataOf(player) : undefined;
}

function showSwitcher(i18n: i18n, plan: ScenarioPlan): void {
  void import('./scenarios/switcher/mount-switcher').then(({ mountScenarioSwitcher }) =>
    mountScenarioSwitcher(i18n, plan),
  );
}

function sessionStorageOrNull(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function clearLocalStorage(): void {
  try {
    localStorage.clear();
  } catch {
    // Storage refused: nothing was kept either.
  }
}
