import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@generated/api/auth/auth';
import { loginFormSchema } from '@generated/forms';
import formStyles from '@/shared/forms/form.module.css';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { answerOrNothing } from '@/shared/toast/mutation-outcome';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { closeDialog, openDialog } from '@/shared/ui/dialog/dialog-store';
import styles from './auth-dialogs.module.css';
import { AuthLayout } from './auth-layout';
import { completeLogin } from './complete-login';
import { SwitchLine } from './switch-line';

/** The Login dialog: Username, Password, Login, Recovery Password, Sign Up link. */
export function LoginDialog() {
  const { t } = useTranslation(['auth']);
  const form = useContractForm(loginFormSchema, { username: '', password: '' });
  // A refusal shows the server's message as an error toast; what was typed stays.
  const { mutateAsync, isPending } = useLogin({ mutation: { meta: { errorToast: true } } });

  const submit = useSubmitOnce(form, async (values) => {
    const envelope = await answerOrNothing(mutateAsync({ data: values }));
    if (envelope && completeLogin(envelope, t)) closeDialog('login');
  });

  return (
    <Dialog name="login" title={t('auth.login.title')} size="auth" hideTitle>
      <AuthLayout>
        <div className={styles.heading}>
          <p className={styles.headingTitle} aria-hidden="true">
            {t('auth.login.title')}
          </p>
          <p className={styles.headingText}>{t('auth.login.intro')}</p>
        </div>
        <FormProvider {...form}>
          <form className={formStyles.form} noValidate onSubmit={submit}>
            <TextField name="username" label={t('auth.login.username')} autoComplete="username" />
            <TextField
              name="password"
              type="password"
              label={t('auth.login.password')}
              autoComplete="current-password"
            />
            <div className={styles.aside}>
              <button
                type="button"
                className={formStyles.linkButton}
                onClick={() => openDialog('recovery')}
              >
                {t('auth.login.recovery')}
              </button>
            </div>
            <SubmitButton loading={isPending}>{t('auth.login.submit')}</SubmitButton>
          </form>
        </FormProvider>
        <SwitchLine
          text={t('auth.switch.notMember')}
          action={t('auth.switch.signUpNow')}
          onClick={() => openDialog('register')}
        />
      </AuthLayout>
    </Dialog>
  );
}
