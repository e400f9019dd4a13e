import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { phoneValidationFormFields, phoneValidationFormSchema } from '@generated/forms';
import formStyles from '@/shared/forms/form.module.css';
import { MaskedField } from '@/shared/forms/masked-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { codeStepFormSchema } from '@/shared/phone/code-step-schema';
import { PhoneField } from '@/shared/phone/phone-field';
import { usePhoneVerification } from '@/shared/phone/use-phone-verification';
import buttons from '@/shared/ui/button.module.css';
import styles from './auth-dialogs.module.css';

export interface PhoneStepsProps {
  /** The ten digits after +90 to start with. */
  phone: string;
  /** After registration: the phone is locked and the code is sent at once. */
  startAtOnce?: boolean;
  /** Shown at step 2 when given: skipping verification closes the dialog. */
  onSkip?: () => void;
  onVerified: () => void;
}

/**
 * The SMS dialog's two steps: step 1 sends the phone, step 2 checks the six-digit
 * code (masked 00-00-00). 'Change Phone Number' goes back to step 1 with the phone editable; a
 * failed check clears the code.
 */
export function PhoneSteps({ phone, startAtOnce = false, onSkip, onVerified }: PhoneStepsProps) {
  const { t } = useTranslation(['auth']);
  const [step, setStep] = useState<1 | 2>(1);
  const [locked, setLocked] = useState(startAtOnce);
  const { sendCode, verifyCode, pending } = usePhoneVerification();
  const phoneForm = useContractForm(phoneValidationFormSchema, { phone });
  const codeForm = useContractForm(codeStepFormSchema, { phone, code: '' });
  const [sentTo, setSentTo] = useState(phone);

  const send = useSubmitOnce(phoneForm, async (values) => {
    if (await sendCode(values.phone)) {
      setSentTo(values.phone);
      codeForm.reset({ phone: values.phone, code: '' });
      setStep(2);
    } else {
      // A number the server refused can be corrected.
      setLocked(false);
    }
  });

  const verify = useSubmitOnce(codeForm, async (values) => {
    if (await verifyCode(values.phone, values.code)) onVerified();
    else codeForm.resetField('code', { defaultValue: '' });
  });

  // The button that moved the flow on is gone: focus goes to the step's field.
  const { setFocus: focusCode } = codeForm;
  useEffect(() => {
    if (step === 2) focusCode('code');
  }, [step, focusCode]);

  // Registration sends the registered phone at once, one time (StrictMode runs effects twice).
  const started = useRef(false);
  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    void send();
  }, [startAtOnce, send]);

  if (step === 1) {
    return (
      <FormProvider {...phoneForm}>
        <form className={formStyles.form} noValidate onSubmit={send}>
          <p className={styles.headingText}>{t('auth.sms.phoneIntro')}</p>
          <PhoneField label={t('auth.sms.phone')} readOnly={locked} />
          <SubmitButton loading={pending}>{t('auth.sms.sendCode')}</SubmitButton>
        </form>
      </FormProvider>
    );
  }

  const codeValid = codeStepFormSchema.safeParse(codeForm.watch()).success;
  return (
    <FormProvider {...codeForm}>
      <form className={formStyles.form} noValidate onSubmit={verify}>
        <p className={styles.headingText}>{t('auth.sms.codeIntro', { phone: sentTo })}</p>
        <MaskedField
          name="code"
          label={t('auth.sms.code')}
          mask={phoneValidationFormFields.code.mask}
          autoComplete="one-time-code"
        />
        <SubmitButton loading={pending} disabled={!codeValid}>
          {t('auth.sms.verify')}
        </SubmitButton>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => {
              setLocked(false);
              setStep(1);
            }}
          >
            {t('auth.sms.changePhone')}
          </button>
          {onSkip && (
            <button type="button" className={buttons.ghost} onClick={onSkip}>
              {t('auth.sms.skip')}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
