import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { closeDialog } from '@/shared/ui/dialog/dialog-store';
import styles from './auth-dialogs.module.css';
import { AuthLayout } from './auth-layout';
import { Celebration } from './celebration';
import { PhoneSteps } from './phone-steps';
import { RegisterForm, type RegisteredPlayer } from './register-form';

type Stage =
  | { kind: 'form' }
  | { kind: 'phone'; phone: string }
  | { kind: 'celebration'; bonusAmount: number };

/**
 * The Sign Up dialog and the registration flow: the form; then, with the trial bonus
 * ticked, phone verification at once (skip closes the dialog) and the celebration with the
 * bonus; without it, the celebration straight away with the bonus amount reset to 0.
 */
export function RegisterDialog() {
  const { t } = useTranslation(['auth']);
  const trialBonusAmount = useBootstrap()?.trialBonusAmount ?? 0;
  const [stage, setStage] = useState<Stage>({ kind: 'form' });

  const onRegistered = ({ phone, trialBonus }: RegisteredPlayer) =>
    setStage(trialBonus ? { kind: 'phone', phone } : { kind: 'celebration', bonusAmount: 0 });

  const title = {
    form: t('auth.register.title'),
    phone: t('auth.sms.title'),
    celebration: t('auth.celebration.title'),
  }[stage.kind];

  return (
    <Dialog name="register" title={title} size="auth" hideTitle>
      <AuthLayout withArt={stage.kind !== 'form'}>
        {stage.kind !== 'celebration' && (
          <div className={styles.heading}>
            <p className={styles.headingTitle} aria-hidden="true">
              {title}
            </p>
          </div>
        )}
        {stage.kind === 'form' && (
          <RegisterForm trialBonusAmount={trialBonusAmount} onRegistered={onRegistered} />
        )}
        {stage.kind === 'phone' && (
          <PhoneSteps
            phone={stage.phone}
            startAtOnce
            onSkip={() => closeDialog('register')}
            onVerified={() => setStage({ kind: 'celebration', bonusAmount: trialBonusAmount })}
          />
        )}
        {stage.kind === 'celebration' && <Celebration bonusAmount={stage.bonusAmount} />}
      </AuthLayout>
    </Dialog>
  );
}
