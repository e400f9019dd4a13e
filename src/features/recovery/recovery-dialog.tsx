import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/forms/form.module.css';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { DialogSidePanel } from '@/shared/ui/dialog/dialog-side-panel';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { CurrentStep } from './current-step';
import styles from './recovery-dialog.module.css';
import { initialRecoveryState, type RecoveryState } from './recovery-steps';
import { StepIndicator } from './step-indicator';

/** The account-recovery wizard: side image and form area, four steps forward only. */
export function RecoveryDialog() {
  const { t } = useTranslation(['recovery']);
  const [state, setState] = useState<RecoveryState>(initialRecoveryState);

  return (
    // The title names the dialog; each step shows its own heading (as the login dialog does).
    <Dialog name="recovery" title={t('recovery.title')} size="auth" hideTitle>
      <div className={styles.layout}>
        <DialogSidePanel
          art="shield"
          title={t('recovery.side.title')}
          text={t('recovery.side.text')}
        />
        <div className={styles.content}>
          <StepIndicator current={state.step} />
          <div className={styles.stepArea}>
            <CurrentStep state={state} onAdvance={setState} />
          </div>
          <p className={styles.switch}>
            {t('recovery.notMember')}{' '}
            <button
              type="button"
              className={formStyles.linkButton}
              onClick={() => openDialog('register')}
            >
              {t('recovery.signUpNow')}
            </button>
          </p>
        </div>
      </div>
    </Dialog>
  );
}
