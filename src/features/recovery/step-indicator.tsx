import { useTranslation } from 'react-i18next';
import styles from './recovery-dialog.module.css';
import { RECOVERY_STEPS, type RecoveryStepNumber } from './recovery-steps';

const labelKeys = {
  1: 'recovery.steps.username',
  2: 'recovery.steps.code',
  3: 'recovery.steps.password',
  4: 'recovery.steps.done',
} as const satisfies Record<RecoveryStepNumber, string>;

export interface StepIndicatorProps {
  current: RecoveryStepNumber;
}

/** Where the player is in the four steps: done ones ticked, the current one marked. */
export function StepIndicator({ current }: StepIndicatorProps) {
  const { t } = useTranslation(['recovery']);
  return (
    <ol className={styles.indicator} aria-label={t('recovery.stepsLabel')}>
      {RECOVERY_STEPS.map((step) => {
        // The last step is the success message: reaching it completes the journey.
        const finished = step < current || step === RECOVERY_STEPS.length;
        const state = step > current ? 'todo' : finished ? 'done' : 'current';
        return (
          <li
            key={step}
            className={styles.indicatorItem}
            data-state={state}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className={styles.indicatorDot} aria-hidden="true">
              {state === 'done' ? (
                <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                  <path
                    d="M3.5 8.5l3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                step
              )}
            </span>
            <span className={styles.indicatorLabel}>{t(labelKeys[step])}</span>
          </li>
        );
      })}
    </ol>
  );
}
