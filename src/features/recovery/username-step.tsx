import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSendResetPassword } from '@generated/api/auth/auth';
import { recoveryUsernameFormSchema } from '@generated/forms';
import formStyles from '@/shared/forms/form.module.css';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { answerOrNothing } from '@/shared/toast/mutation-outcome';
import { outcomeToasts } from './recovery-steps';
import { StepHeader } from './step-header';

export interface UsernameStepProps {
  onSent: (username: string) => void;
}

/** Step 1: the username; auth/sendresetpassword e-mails a reset code. */
export function UsernameStep({ onSent }: UsernameStepProps) {
  const { t } = useTranslation(['recovery']);
  const form = useContractForm(recoveryUsernameFormSchema, { username: '' });
  const send = useSendResetPassword({ mutation: { meta: outcomeToasts } });
  const submit = useSubmitOnce(form, async ({ username }) => {
    if (await answerOrNothing(send.mutateAsync({ data: { username } }))) onSent(username);
  });

  return (
    <FormProvider {...form}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <StepHeader
          step={1}
          heading={t('recovery.step1.heading')}
          intro={t('recovery.step1.intro')}
        />
        <TextField name="username" label={t('recovery.step1.username')} autoComplete="username" />
        <SubmitButton loading={send.isPending}>{t('recovery.step1.submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
