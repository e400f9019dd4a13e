import { isStrictContractMode } from '@/shared/config/mode';
import { ApiError } from './api-error';

export interface CheckedResponse {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

/** Describes how an answer breaks the contract, or returns null when it conforms. */
async function findContractViolation({
  method,
  url,
  status,
  body,
}: CheckedResponse): Promise<string | null> {
  // zod and the schemas load on the first check only: the production site never checks.
  const [{ prettifyError }, { loadResponseSchema }] = await Promise.all([
    import('zod'),
    import('@generated/response-schemas'),
  ]);
  const path = url.split('?')[0] ?? url;
  const schema = await loadResponseSchema(method, path, status);
  if (!schema) return `${method} ${path} answered ${status}, which the contract does not declare`;
  const result = schema.safeParse(body);
  return result.success ? null : `${method} ${path} (${status}):\n${prettifyError(result.error)}`;
}

/**
 * Checks an answer against the contract's response schema in development, tests and mock mode,
 * where a mismatch fails loudly. The production site does not check: the schemas would cost its
 * visitors some 30 KB of JS on every page, and the backend is checked against the contract by
 * its own team's tooling.
 */
export async function checkResponse(response: CheckedResponse): Promise<void> {
  if (!isStrictContractMode) return;
  const violation = await findContractViolation(response);
  if (violation === null) return;
  throw new ApiError('contract', {
    status: response.status,
    body: response.body,
    cause: violation,
  });
}
