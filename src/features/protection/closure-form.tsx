import { useId, useState } from 'react';
import { FormProvider, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSelfExclude, useTakeBreak } from '@generated/api/protection/protection';
import type { SelfExcludeFormValues, TakeBreakFormValues } from '@generated/forms';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { errorMessage } from '@/shared/http/error-message';
import { endSession } from '@/shared/session/session-machine';
import styles from './closure-form.module.css';

type Values = TakeBreakFormValues | SelfExcludeFormValues;

// The rules load the first time the form is checked: the page's first view needs no zod.
const loadRules: Record<ClosureKind, () => Promise<z.ZodType<Values, Values>>> = {
  break: () => import('@generated/forms').then((m) => m.takeBreakFormSchema),
  exclusion: () => import('@generated/forms').then((m) => m.selfExcludeFormSchema),
};

type ClosureKind = 'break' | 'exclusion';

export interface ClosureFormProps {
  kind: ClosureKind;
}

const PERIODS = { break: [1, 2, 3, 4], exclusion: [1, 2, 3] } as const;

/**
 * Take a break or self-exclude: a period and the password. On success the server has ended the
 * session, so the player is logged out here at once; a refusal keeps the period, says why and
 * empties the password field.
 */
export function ClosureForm({ kind }: ClosureFormProps) {
  const { t } = useTranslation(['protection', 'validation']);
  const id = useId();
  const form = useContractForm(loadRules[kind], { password: '' });
  // Success shows the server's message; a refusal is said beside the form, not in a toast.
  const takeBreak = useTakeBreak({ mutation: { meta: { successToast: true } } });
  const selfExclude = useSelfExclude({ mutation: { meta: { successToast: true } } });
  const pending = takeBreak.isPending || selfExclude.isPending;
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = useSubmitOnce(form, async (values) => {
    setRefusal(null);
    try {
      if (kind === 'break') await takeBreak.mutateAsync({ data: values as TakeBreakFormValues });
      else await selfExclude.mutateAsync({ data: values as SelfExcludeFormValues });
      await endSession('logout');
    } catch (error) {
      setRefusal(errorMessage(error, t));
      // A refused password does not stay on screen; the period chosen stays.
      form.resetField('password');
      form.setFocus('password');
    }
  });

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t(kind === 'break' ? 'protection.break.title' : 'protection.exclusion.title')}
      </h2>
      <p className={styles.text}>
        {t(kind === 'break' ? 'protection.break.text' : 'protection.exclusion.text')}
      </p>
      <FormProvider {...form}>
        <form className={styles.closureForm} noValidate onSubmit={submit}>
          <PeriodChoice kind={kind} />
          <TextField
            name="password"
            type="password"
            label={t('protection.password')}
            autoComplete="current-password"
          />
          {refusal && (
            <p role="alert" className={styles.refusal}>
              {refusal}
            </p>
          )}
          <SubmitButton loading={pending}>
            {t(kind === 'break' ? 'protection.break.submit' : 'protection.exclusion.submit')}
          </SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}

type PeriodChoiceProps = ClosureFormProps;

function PeriodChoice({ kind }: PeriodChoiceProps) {
  const { t } = useTranslation(['protection', 'validation']);
  const id = useId();
  const { field, fieldState } = useController<Values, 'period'>({ name: 'period' });
  const error = fieldState.error ? t('protection.choosePeriod') : null;
  return (
    <fieldset
      className={styles.periods}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>
        {t(kind === 'break' ? 'protection.break.title' : 'protection.exclusion.title')}
      </legend>
      <div className={styles.periodOptions}>
        {PERIODS[kind].map((period) => (
          <label key={period} className={styles.periodOption}>
            <input
              type="radio"
              name={`${field.name}-${id}`}
              value={period}
              checked={field.value === period}
              onChange={() => field.onChange(period)}
              onBlur={field.onBlur}
              ref={period === 1 ? field.ref : undefined}
            />
            {kind === 'break'
              ? t(`protection.break.periods.${period}`)
              : t(`protection.exclusion.periods.${period as 1 | 2 | 3}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.refusal}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
