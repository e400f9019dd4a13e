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

export function operationById(operationId: string): ContractOperation {
  const operation = contractOperations.find((item) => item.operationId === operationId);
  if (!operation) throw new Error(`The contract has no operation ${operationId}`);
  return operation;
}

/** Every call to the contract's server `./api`, wherever the site is served. */
export const API_PATTERN = '*/api/*';
