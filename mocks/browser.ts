import { setupWorker } from 'msw/browser';
import { resetDb } from './db';
import { createHandlers } from './handlers';

/** Mock mode: the whole backend runs in the page's service worker (spec 7 calls, seeded data). */
export async function startMockBackend(): Promise<void> {
  resetDb();
  const worker = setupWorker(...createHandlers());
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Only ./api calls are mocked; page assets go to the server.
    onUnhandledRequest: ({ url }, print) => {
      if (new URL(url).pathname.startsWith(`${import.meta.env.BASE_URL}api/`)) print.error();
    },
    quiet: true,
  });
}
