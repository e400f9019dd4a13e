import { useCallback } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@generated/api/customer/customer';
import { changePasswordFormSchema } from '@generated/forms';
import formStyles from '@/shared/forms/form.module.css';
import { NewPasswordFields } from '@/shared/forms/new-password-fields';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { answerOrNothing } from '@/shared/toast/mutation-outcome';

export interface ChangePasswordFormProps {
  /** Called after the server accepted the new password. */
  onChanged?: () => void;
}

const empty = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * The change-password form (customer/changepassword) of both the page and the dialog. The
 * server's message shows as a success or error toast; a refused form keeps what was typed, an
 * accepted one is emptied.
 */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation(['account']);
  const form = useContractForm(changePasswordFormSchema, empty);
  const { reset } = form;
  const { mutateAsync, isPending } = useChangePassword({
    mutation: { meta: { errorToast: true, successToast: 'account.changePassword.success' } },
  });

  const onValid = useCallback(
    async (data: typeof empty) => {
      if (await answerOrNothing(mutateAsync({ data }))) {
        reset(empty);
        onChanged?.();
      }
    },
    [mutateAsync, reset, onChanged],
  );
  const submit = useSubmitOnce(form, onValid);

  return (
    <FormProvider {...form}>
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="oldPassword"
          type="password"
          label={t('account.changePassword.oldPassword')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={{ name: 'password', label: t('account.changePassword.password') }}
          confirmation={{
            name: 'confirmPassword',
            label: t('account.changePassword.confirmPassword'),
          }}
        />
        <SubmitButton loading={isPending}>{t('account.changePassword.submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
