import { setupWorker } from 'msw/browser';
import { allPlayers, resetDb, restorePlayers, updatePlayer, type Player } from './db';
import { createHandlers } from './handlers';
import { addNotification } from './handlers/notification-handlers';
import { pushNotification } from './hub/mock-hub';

// The players (registered, verified, balances) live for the browser tab's session, so a page
// reload keeps a newly registered player logged in, as a real backend would.
const SAVED_PLAYERS_KEY = 'mockPlayers';

function isSavedPlayer(value: unknown): value is Player {
  if (typeof value !== 'object' || value === null) return false;
  const player = value as Record<string, unknown>;
  return (
    ['username', 'password', 'token', 'usercode', 'phone'].every(
      (key) => typeof player[key] === 'string',
    ) &&
    typeof player.balance === 'number' &&
    typeof player.smsVerified === 'boolean'
  );
}

function restoreSavedPlayers(): void {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SAVED_PLAYERS_KEY) ?? 'null');
    // Only a complete, well-formed copy replaces the seeded players.
    if (Array.isArray(saved) && saved.length > 0 && saved.every(isSavedPlayer)) {
      restorePlayers(saved);
    }
  } catch {
    // A corrupt copy is ignored: the seeded players stay.
  }
}

function savePlayers(): void {
  try {
    sessionStorage.setItem(SAVED_PLAYERS_KEY, JSON.stringify(allPlayers()));
  } catch {
    // Storage refused: the next page load starts from the seeded players.
  }
}

/** Mock-mode controls for QA and the browser journeys, e.g. `mockBackend.setBalance('demo', 50)`. */
export interface MockBackendControls {
  setBalance: (username: string, balance: number) => void;
  /** Adds `count` unread system notifications for the player; the hub pushes each one. */
  addNotifications: (username: string, count: number) => void;
}

declare global {
  interface Window {
    mockBackend?: MockBackendControls;
  }
}

/** Mock mode: the whole backend runs in the page's service worker (spec 7 calls, seeded data). */
export async function startMockBackend(): Promise<void> {
  resetDb();
  restoreSavedPlayers();
  const worker = setupWorker(...createHandlers());
  // Only calls can change players; the mock pictures cannot.
  worker.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname.startsWith(`${import.meta.env.BASE_URL}api/`)) savePlayers();
  });
  window.mockBackend = {
    setBalance: (username, balance) => {
      updatePlayer(username, { balance });
      savePlayers();
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
    },
  };
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Only ./api calls are mocked; page assets go to the server.
    onUnhandledRequest: ({ url }, print) => {
      if (new URL(url).pathname.startsWith(`${import.meta.env.BASE_URL}api/`)) print.error();
    },
    quiet: true,
  });
}
