import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePasswordWithCode } from '@generated/api/auth/auth';
import { recoveryPasswordFormSchema } from '@generated/forms';
import formStyles from '@/shared/forms/form.module.css';
import { NewPasswordFields } from '@/shared/forms/new-password-fields';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { answerOrNothing } from '@/shared/toast/mutation-outcome';
import { outcomeToasts } from './recovery-steps';
import { StepHeader } from './step-header';

export interface PasswordStepProps {
  username: string;
  code: string;
  onChanged: () => void;
}

/** Step 3: the new password twice; auth/changepasswordwithcode adds the username and code. */
export function PasswordStep({ username, code, onChanged }: PasswordStepProps) {
  const { t } = useTranslation(['recovery']);
  const form = useContractForm(recoveryPasswordFormSchema, { password: '', password2: '' });
  const change = useChangePasswordWithCode({ mutation: { meta: outcomeToasts } });
  const submit = useSubmitOnce(form, async ({ password, password2 }) => {
    const request = change.mutateAsync({ data: { password, password2, username, code } });
    if (await answerOrNothing(request)) onChanged();
  });

  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);

  return (
    <FormProvider {...form}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <StepHeader
          step={3}
          heading={t('recovery.step3.heading')}
          intro={t('recovery.step3.intro')}
        />
        <NewPasswordFields
          password={{ name: 'password', label: t('recovery.step3.password') }}
          confirmation={{ name: 'password2', label: t('recovery.step3.password2') }}
        />
        <SubmitButton loading={change.isPending}>{t('recovery.step3.submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
