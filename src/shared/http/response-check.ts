import { isStrictContractMode } from '@/shared/config/mode';
import { ApiError } from './api-error';

export interface CheckedResponse {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

/**
 * Checks an answer against the contract's response schema. The schemas (and zod) load lazily so
 * they stay out of the first page's bundle. A mismatch fails loudly in development, tests and mock
 * mode, and is only reported to the console in production so the page keeps working.
 */
export async function checkResponse(response: CheckedResponse): Promise<void> {
  const { findContractViolation } = await import('./contract-check');
  const violation = await findContractViolation(response);
  if (violation === null) return;
  if (isStrictContractMode) {
    throw new ApiError('contract', {
      status: response.status,
      body: response.body,
      cause: violation,
    });
  }
  console.error(`[contract] ${violation}`);
}
