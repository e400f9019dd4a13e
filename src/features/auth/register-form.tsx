import { FormProvider, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useRegister } from '@generated/api/auth/auth';
import type { RegisterRequest } from '@generated/api/model';
import { registerFormFields, registerFormSchema } from '@generated/forms';
import { storedReferralId } from '@/features/auth/referral';
import { DEFAULT_CURRENCY_ID } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { formatMoney } from '@/shared/format/money';
import formStyles from '@/shared/forms/form.module.css';
import { MaskedField } from '@/shared/forms/masked-field';
import { NewPasswordFields } from '@/shared/forms/new-password-fields';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { PhoneField } from '@/shared/phone/phone-field';
import { answerOrNothing } from '@/shared/toast/mutation-outcome';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import styles from './auth-dialogs.module.css';
import { completeLogin } from './complete-login';
import { CountryField } from './country-field';
import { SwitchLine } from './switch-line';

export interface RegisteredPlayer {
  phone: string;
  trialBonus: boolean;
}

export interface RegisterFormProps {
  /** The bootstrap's trial bonus amount; the checkbox shows only above 0. */
  trialBonusAmount: number;
  onRegistered: (player: RegisteredPlayer) => void;
}

const fields = registerFormFields;

// The birth date's day, month and year fields, in the order they are typed.
const birthDateParts = [
  { name: 'birthDateDay', label: 'auth.register.birthDay', autoComplete: 'bday-day' },
  { name: 'birthDateMonth', label: 'auth.register.birthMonth', autoComplete: 'bday-month' },
  { name: 'birthDateYear', label: 'auth.register.birthYear', autoComplete: 'bday-year' },
] as const;

/** The registration payload: birthDate composed, currencyId 1, refId when stored. */
function toRegisterRequest(values: Omit<RegisterRequest, 'birthDate' | 'currencyId'>) {
  const refId = storedReferralId();
  const request: RegisterRequest = {
    ...values,
    birthDate: `${values.birthDateYear}-${values.birthDateMonth}-${values.birthDateDay}`,
    currencyId: DEFAULT_CURRENCY_ID,
  };
  return refId === null ? request : { ...request, refId };
}

/** The Sign Up form: personal details and account details side by side. */
export function RegisterForm({ trialBonusAmount, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation(['auth']);
  const form = useContractForm(registerFormSchema, {
    name: '',
    surname: '',
    username: '',
    email: '',
    phone: '',
    birthDateDay: '',
    birthDateMonth: '',
    birthDateYear: '',
    trialBonus: false,
    password: '',
    password2: '',
  });
  const { mutateAsync, isPending } = useRegister({ mutation: { meta: { errorToast: true } } });
  const offerBonus = trialBonusAmount > 0;
  // The hidden country is set once auth/form has answered (CountryField says why when it cannot).
  const countryKnown = useWatch({ control: form.control, name: 'country' }) !== undefined;

  const submit = useSubmitOnce(form, async (values) => {
    const trialBonus = offerBonus && values.trialBonus;
    const request = mutateAsync({ data: toRegisterRequest({ ...values, trialBonus }) });
    const envelope = await answerOrNothing(request);
    // Registration logs the player in at once.
    if (envelope && completeLogin(envelope, t)) onRegistered({ phone: values.phone, trialBonus });
  });

  return (
    <FormProvider {...form}>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <div className={styles.columns}>
          <fieldset className={styles.panel}>
            <legend className={styles.panelTitle}>{t('auth.register.personal')}</legend>
            <div className={formStyles.row}>
              <TextField name="name" label={t('auth.register.name')} autoComplete="given-name" />
              <TextField
                name="surname"
                label={t('auth.register.surname')}
                autoComplete="family-name"
              />
            </div>
            <fieldset className={styles.panel}>
              <legend className={styles.birthLegend}>{t('auth.register.birthDate')}</legend>
              <div className={styles.birth}>
                {birthDateParts.map(({ name, label, autoComplete }) => (
                  <MaskedField
                    key={name}
                    name={name}
                    label={t(label)}
                    mask={fields[name].mask}
                    placeholder={fields[name].placeholder}
                    autoComplete={autoComplete}
                  />
                ))}
              </div>
            </fieldset>
            <TextField
              name="email"
              type="email"
              label={t('auth.register.email')}
              autoComplete="email"
            />
            <PhoneField label={t('auth.register.phone')} />
            <CountryField />
          </fieldset>

          <fieldset className={styles.panel}>
            <legend className={styles.panelTitle}>{t('auth.register.account')}</legend>
            <TextField
              name="username"
              label={t('auth.register.username')}
              autoComplete="username"
            />
            <NewPasswordFields
              password={{ name: 'password', label: t('auth.register.password') }}
              confirmation={{ name: 'password2', label: t('auth.register.password2') }}
            />
            {offerBonus && (
              <label className={formStyles.check}>
                <input type="checkbox" {...form.register('trialBonus')} />
                <span>
                  {t('auth.register.trialBonus', { amount: formatMoney(trialBonusAmount) })}
                </span>
              </label>
            )}
            <p className={styles.terms}>
              <Trans
                t={t}
                i18nKey="auth.register.terms"
                components={{
                  // Trans puts the translated link text inside.
                  // eslint-disable-next-line jsx-a11y/anchor-has-content
                  1: <a href={paths.generalTerms} target="_blank" rel="noopener noreferrer" />,
                }}
              />
            </p>
            <SubmitButton loading={isPending} disabled={!countryKnown}>
              {t('auth.register.submit')}
            </SubmitButton>
          </fieldset>
        </div>
      </form>
      <SwitchLine
        text={t('auth.switch.member')}
        action={t('auth.switch.login')}
        onClick={() => openDialog('login')}
      />
    </FormProvider>
  );
}
