import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCheckResetCode } from '@generated/api/auth/auth';
import { recoveryCodeFormSchema } from '@generated/forms';
import formStyles from '@/shared/forms/form.module.css';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { answerOrNothing } from '@/shared/toast/mutation-outcome';
import { outcomeToasts } from './recovery-steps';
import { StepHeader } from './step-header';

export interface CodeStepProps {
  username: string;
  onChecked: (code: string) => void;
}

/** Step 2: the e-mailed code; auth/checkresetcode checks it with the username of step 1. */
export function CodeStep({ username, onChecked }: CodeStepProps) {
  const { t } = useTranslation(['recovery']);
  const form = useContractForm(recoveryCodeFormSchema, { code: '' });
  const check = useCheckResetCode({ mutation: { meta: outcomeToasts } });
  const submit = useSubmitOnce(form, async ({ code }) => {
    if (await answerOrNothing(check.mutateAsync({ data: { code, username } }))) onChecked(code);
  });

  // The button that moved the wizard here is gone: the new field takes the focus.
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <FormProvider {...form}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <StepHeader
          step={2}
          heading={t('recovery.step2.heading')}
          intro={t('recovery.step2.intro')}
        />
        <TextField name="code" label={t('recovery.step2.code')} autoComplete="one-time-code" />
        <SubmitButton loading={check.isPending}>{t('recovery.step2.submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
