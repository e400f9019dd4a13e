import { HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { Fault } from './faults';
import { answerOperations } from './operations';

/** What a scenario changes in the mock backend. */
export interface ScenarioEffects {
  /** Answered before the seeded backend's handlers. */
  handlers?: RequestHandler[];
  faults?: Fault[];
  /** Changes to the seeded data, made once the data is seeded. */
  seed?: () => void;
  /** Runs once the backend serves (timers and the like). */
  start?: () => void;
  /** The player to log in (a username), or null for a visitor. */
  session?: string | null;
  /** Browser storage is cleared: a first visit. */
  clearStorage?: boolean;
}

/**
 * `chosenNow` is true on the page load whose address chose the scenario; later loads of the
 * browser session keep its answers but not its one-off changes (a login, an expired token).
 */
export type ScenarioBehaviour = (chosenNow: boolean) => ScenarioEffects;

/** The player the scenarios log in and change: the demo player. */
export const SCENARIO_PLAYER = 'demo';

/** Answers the given operations with this envelope; other calls fall through. */
export function answerWith(operationIds: readonly string[], envelope: () => JsonBodyType) {
  return answerOperations(operationIds, () => HttpResponse.json(envelope()));
}
