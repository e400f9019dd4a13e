// The wizard's state (spec 4 "Account recovery"): steps 1-4, starting at 1, each step carrying
// what the earlier ones learnt. It only ever moves forward: there is no way back.
export type RecoveryState =
  | { step: 1 }
  | { step: 2; username: string }
  | { step: 3; username: string; code: string }
  | { step: 4 };

export type RecoveryStepNumber = RecoveryState['step'];

export const RECOVERY_STEPS = [1, 2, 3, 4] as const satisfies readonly RecoveryStepNumber[];

export const initialRecoveryState: RecoveryState = { step: 1 };
