import { http } from 'msw';
import { contractOperations, type ContractOperation } from '@generated/scenarios';

// Which operation of the contract a request to ./api calls (the contract's paths have no
// parameters, so the path names it).
export function operationOf(request: Request): ContractOperation | undefined {
  const { pathname } = new URL(request.url);
  return contractOperations.find(
    (operation) =>
      operation.method === request.method && pathname.endsWith(`/api${operation.path}`),
  );
}

/** Every call to the contract's server `./api`, wherever the site is served. */
export const API_PATTERN = '*/api/*';

/** A handler that answers the given operations with `answer`; every other call falls through. */
export function answerOperations(
  operationIds: readonly string[],
  answer: (request: Request) => Response,
) {
  return http.all(API_PATTERN, ({ request }) => {
    const operationId = operationOf(request)?.operationId;
    return operationId && operationIds.includes(operationId) ? answer(request) : undefined;
  });
}
