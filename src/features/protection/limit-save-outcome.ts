import {
  getGetLimitHistoryQueryKey,
  getGetLimitsQueryKey,
} from '@generated/api/protection/protection';
import type { MutationOutcome } from '@/shared/toast/mutation-outcome';

/**
 * Saving a limit or taking back its pending change: the server's message as a success or error
 * toast, then the limits and their history read again. A refusal keeps what was typed.
 */
export const limitSaveOutcome = {
  errorToast: true,
  successToast: true,
  invalidates: [getGetLimitsQueryKey(), getGetLimitHistoryQueryKey()],
} as const satisfies MutationOutcome;
