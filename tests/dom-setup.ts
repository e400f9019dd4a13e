import '@testing-library/jest-dom/vitest';
import './support/dialog-polyfill';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mockServer } from '@mocks/node';
import { resetMockBackend } from '@mocks/reset';
import { forgetSession } from '@/shared/session/session-machine';
import { closeDialog } from '@/shared/ui/dialog/dialog-store';
import { closePanel } from '@/shared/ui/panel-store';
import { mediaQueryList } from './support/viewport';

// jsdom has no matchMedia: every media query answers as on a wide screen unless a test stubs
// a phone-sized one (support/viewport.ts).
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => mediaQueryList(query, 'desktop'),
  });
}

// jsdom lays nothing out and does not scroll; its window.scrollTo only logs "not implemented".
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', {
    writable: true,
    configurable: true,
    value: () => undefined,
  });
}

// Lazy parts (pages, dialogs, their texts) may take more than a second on a busy CI machine.
configure({ asyncUtilTimeout: 10_000 });

// Every test talks to the mock backend; a call the contract's handlers do not know fails the test.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  globalThis.localStorage?.clear();
  forgetSession();
  closeDialog();
  closePanel();
  // Every store of the mock backend starts from its seed, so no test sees another's leftovers.
  resetMockBackend();
});
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());
