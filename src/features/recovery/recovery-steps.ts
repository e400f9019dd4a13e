import type { MutationOutcome } from '@/shared/toast/mutation-outcome';

// The account-recovery wizard's state: steps 1-4, starting at 1, each step carrying what the
// earlier ones learnt. It only ever moves forward: there is no way back.
export type RecoveryState =
  | { step: 1 }
  | { step: 2; username: string }
  | { step: 3; username: string; code: string }
  | { step: 4 };

export type RecoveryStepNumber = RecoveryState['step'];

export const RECOVERY_STEPS = [1, 2, 3, 4] as const satisfies readonly RecoveryStepNumber[];

export const initialRecoveryState: RecoveryState = { step: 1 };

/** Each step's call: the server's message as a success or error toast; a refused step stays. */
export const outcomeToasts = {
  errorToast: true,
  successToast: true,
} as const satisfies MutationOutcome;
