import * as generatedMocks from '@generated/api/index.msw';
import { mockHubHandler } from '../hub/mock-hub';
import { accountHandlers } from './account-handlers';
import { artHandlers } from './art-handlers';
import { bonusHandlers } from './bonus-handlers';
import { bootstrapHandlers } from './bootstrap-handlers';
import { casinoHandlers } from './casino-handlers';
import { contentHandlers } from './content-handlers';
import { favoriteHandlers } from './favorite-handlers';
import { historyHandlers } from './history-handlers';
import { launchHandlers } from './launch-handlers';
import { notificationHandlers } from './notification-handlers';
import { paymentHandlers } from './payment-handlers';
import { protectionHandlers } from './protection-handlers';

// The generated pictures first: MSW tries the handlers in order and reads the request's cookies
// for each one it tries, and a page asks for dozens of pictures (26 on the home page) against a
// few calls. Then the stateful handlers; every other operation falls through to the generated
// handlers, which answer with the contract's success example. A new tag in the contract is picked
// up as is.
export function createHandlers() {
  return [
    ...artHandlers,
    ...accountHandlers,
    ...bonusHandlers,
    ...historyHandlers,
    ...bootstrapHandlers,
    ...casinoHandlers,
    ...contentHandlers,
    ...launchHandlers,
    ...notificationHandlers,
    ...paymentHandlers,
    ...protectionHandlers,
    mockHubHandler,
    ...favoriteHandlers,
    ...Object.values(generatedMocks).flatMap((tagMock) => tagMock()),
  ];
}
