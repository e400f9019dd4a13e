import { resetDb } from './db';
import { resetGameSessions } from './game-sessions';
import { resetSpins } from './game-spin';
import { resetBootstrap } from './handlers/bootstrap-handlers';
import { resetFavorites } from './handlers/favorite-handlers';
import { resetNotifications } from './handlers/notification-handlers';
import { resetHistory } from './history';
import { resetProtection } from './protection';
import { clearFaults } from './scenarios/faults';

/**
 * Puts every store of the mock backend back to its seed: players, histories, limits,
 * notifications, favourites, spin counts, game sessions, scenario changes to the startup bundle
 * and injected faults. Tests call it before each test, so none sees what another left behind; a
 * new store is reset here.
 */
export function resetMockBackend(): void {
  resetDb();
  resetHistory();
  resetProtection();
  resetNotifications();
  resetFavorites();
  resetSpins();
  resetGameSessions();
  resetBootstrap();
  clearFaults();
}
