import { resetDb } from './db';
import { resetBootstrap } from './handlers/bootstrap-handlers';
import { clearFaults } from './scenarios/faults';

/**
 * Puts the mock backend back to its seed: every store is a model of the one mock database
 * (mocks/db.ts), which is dropped and seeded again; what is not data (the scenarios' changes to
 * the startup bundle, which are functions, and injected faults) is cleared too. Tests call it
 * before each test, so none sees what another left behind.
 */
export function resetMockBackend(): void {
  resetDb();
  resetBootstrap();
  clearFaults();
}
