import { useTranslation } from 'react-i18next';
import styles from './recovery-dialog.module.css';
import { RECOVERY_STEPS, type RecoveryStepNumber } from './recovery-steps';

export interface StepHeaderProps {
  step: RecoveryStepNumber;
  heading: string;
  intro?: string;
}

/** "Step 2 of 4", the step's heading and its short explanation. */
export function StepHeader({ step, heading, intro }: StepHeaderProps) {
  const { t } = useTranslation(['recovery']);
  return (
    <div className={styles.stepHeader}>
      <p className={styles.eyebrow}>
        {t('recovery.progress', { step, total: RECOVERY_STEPS.length })}
      </p>
      <h3 className={styles.heading}>{heading}</h3>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
