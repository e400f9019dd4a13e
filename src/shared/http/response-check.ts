import { isStrictContractMode } from '@/shared/config/mode';
import { ApiError } from './api-error';

export interface CheckedResponse {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

/**
 * Checks an answer against the contract's response schema in development, tests and mock mode,
 * where a mismatch fails loudly. The schemas (and zod) load lazily, one tag at a time. The
 * production site does not check: the schemas would cost its visitors some 30 KB of JS on every
 * page, and the backend is checked against the contract by its own team's tooling.
 */
export async function checkResponse(response: CheckedResponse): Promise<void> {
  if (!isStrictContractMode) return;
  const { findContractViolation } = await import('./contract-check');
  const violation = await findContractViolation(response);
  if (violation === null) return;
  throw new ApiError('contract', {
    status: response.status,
    body: response.body,
    cause: violation,
  });
}
