import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGetRegisterForm } from '@generated/api/auth/auth';
import { COUNTRY_LIST_DELAY_MS, DEFAULT_COUNTRY_NAME } from '@/shared/config/constants';
import formStyles from '@/shared/forms/form.module.css';
import { errorMessage } from '@/shared/http/error-message';
import styles from './auth-dialogs.module.css';

/**
 * The registration form's country: never shown, set to Türkiye from auth/form 300 ms after the
 * list loads. When the list has no Türkiye, or cannot be loaded, the form says so and offers a
 * retry; the country stays empty, so Sign Up waits.
 */
export function CountryField() {
  const { t } = useTranslation(['auth']);
  const { control, setValue, getValues, formState } = useFormContext();
  // The country is a field of the form (validated with it) without an input of its own.
  useController({ name: 'country', control });
  const { data, error, isError, refetch, isFetching } = useGetRegisterForm();
  const countries = data?.data?.countries;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!countries) return undefined;
    const timer = setTimeout(() => setShown(true), COUNTRY_LIST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [countries]);

  const preselected = countries?.find((country) => country.name === DEFAULT_COUNTRY_NAME);
  useEffect(() => {
    if (shown && preselected && getValues('country') === undefined) {
      setValue('country', preselected.id, { shouldValidate: formState.isSubmitted });
    }
  }, [shown, preselected, getValues, setValue, formState.isSubmitted]);

  let problem: string | null = null;
  if (isError) problem = `${errorMessage(error, t)} ${t('auth.register.countriesFailed')}`;
  else if (shown && countries && !preselected)
    problem = t('auth.register.noDefaultCountry', { country: DEFAULT_COUNTRY_NAME });
  if (!problem) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={formStyles.error}>{problem}</p>
      <button
        type="button"
        className={formStyles.linkButton}
        disabled={isFetching}
        onClick={() => void refetch()}
      >
        {t('auth.register.retry')}
      </button>
    </div>
  );
}
