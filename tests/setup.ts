import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { closeDialog } from '@/shared/dialogs/dialog-store';
import { closePanel } from '@/shared/panels/panel-store';
import { endSession } from '@/shared/session/session-store';
import { resetDb } from '../mocks/db';
import { mockServer } from '../mocks/node';

// Every test talks to the mock backend; a call the contract's handlers do not know fails the test.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  globalThis.localStorage?.clear();
  endSession();
  closeDialog();
  closePanel();
  resetDb();
});
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());
