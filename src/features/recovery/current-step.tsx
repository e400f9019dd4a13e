import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import type { RecoveryState } from './recovery-steps';
import { SuccessStep } from './success-step';
import { UsernameStep } from './username-step';

export interface CurrentStepProps {
  state: RecoveryState;
  onAdvance: (next: RecoveryState) => void;
}

/** The form of the wizard's current step; each success hands the next state up. */
export function CurrentStep({ state, onAdvance }: CurrentStepProps) {
  switch (state.step) {
    case 1:
      return <UsernameStep onSent={(username) => onAdvance({ step: 2, username })} />;
    case 2:
      return (
        <CodeStep
          username={state.username}
          onChecked={(code) => onAdvance({ step: 3, username: state.username, code })}
        />
      );
    case 3:
      return (
        <PasswordStep
          username={state.username}
          code={state.code}
          onChanged={() => onAdvance({ step: 4 })}
        />
      );
    case 4:
      return <SuccessStep />;
  }
}
