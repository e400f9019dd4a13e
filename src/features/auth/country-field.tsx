import { useEffect, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGetRegisterForm } from '@generated/api/auth/auth';
import { COUNTRY_LIST_DELAY_MS, DEFAULT_COUNTRY_NAME } from '@/shared/config/constants';
import { errorAria, FieldFrame } from '@/shared/forms/field-frame';
import formStyles from '@/shared/forms/form.module.css';
import { errorMessage } from '@/shared/http/error-message';
import styles from './auth-dialogs.module.css';

/**
 * The registration form's country (spec 5): hidden and preselected to Türkiye from auth/form,
 * the list taken 300 ms after it loads. Without a Türkiye entry the player picks one; when the
 * list cannot be loaded the form says so and offers a retry.
 */
export function CountryField() {
  const { t } = useTranslation(['auth']);
  const id = useId();
  const { control, setValue, getValues, formState } = useFormContext();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ name: 'country', control });
  const { data, error, isError, refetch, isFetching } = useGetRegisterForm();
  const countries = data?.data?.countries;
  const [shown, setShown] = useState(false);
  const fieldError = fieldState.error?.message;

  useEffect(() => {
    if (!countries) return undefined;
    const timer = setTimeout(() => setShown(true), COUNTRY_LIST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [countries]);

  const preselected = countries?.find((country) => country.name === DEFAULT_COUNTRY_NAME);
  // Without Türkiye the list shows, starting at its first country.
  const initial = preselected ?? countries?.[0];
  useEffect(() => {
    if (shown && initial && getValues('country') === undefined) {
      setValue('country', initial.id, { shouldValidate: formState.isSubmitted });
    }
  }, [shown, initial, getValues, setValue, formState.isSubmitted]);

  if (isError) {
    return (
      <div className={styles.notice} role="alert">
        <p className={formStyles.error}>
          {errorMessage(error, t)} {t('auth.register.countriesFailed')}
        </p>
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
  if (!shown || !countries || preselected) return null;
  return (
    <FieldFrame id={id} label={t('auth.register.country')} error={fieldError}>
      <select
        id={id}
        className={formStyles.input}
        {...errorAria(id, fieldError)}
        ref={ref}
        name={name}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
