import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlayerLimit } from '@generated/api/model';
import { useSetLimit, useSetSessionLimit } from '@generated/api/protection/protection';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { answerOrNothing } from '@/shared/toast/mutation-outcome';
import { LimitField } from './limit-field';
import { limitSaveOutcome } from './limit-save-outcome';
import { LimitStatus } from './limit-status';
import styles from './protection.module.css';

type FinancialKind = 1 | 2 | 3;
const PERIOD_FIELDS = [
  [1, 'day'],
  [2, 'week'],
  [3, 'month'],
] as const;

// The rules load the first time a card's form is checked: the page's first view needs no zod.
const loadLimitsSchema = () => import('@generated/forms').then((m) => m.limitsFormSchema);
const loadSessionLimitSchema = () =>
  import('@generated/forms').then((m) => m.sessionLimitFormSchema);

export interface LimitCardProps {
  kind: FinancialKind;
  limits: PlayerLimit[];
}

/** The daily, weekly and monthly deposit, loss or wager limit, saved together. */
export function LimitCard({ kind, limits }: LimitCardProps) {
  const { t } = useTranslation(['protection']);
  const id = useId();
  const of = (period: number) => limits.find((limit) => limit.period === period);
  const form = useContractForm(loadLimitsSchema, {
    day: of(1)?.amount ?? null,
    week: of(2)?.amount ?? null,
    month: of(3)?.amount ?? null,
  });
  const { mutateAsync, isPending } = useSetLimit({ mutation: { meta: limitSaveOutcome } });
  const submit = useSubmitOnce(form, (values) =>
    answerOrNothing(mutateAsync({ data: { kind, ...values } })),
  );

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t(`protection.kinds.${kind}`)}
      </h2>
      <FormProvider {...form}>
        <form className={styles.limitForm} noValidate onSubmit={submit}>
          {PERIOD_FIELDS.map(([period, field]) => {
            const limit = of(period);
            const label = t(`protection.fields.${kind}.${period}`);
            return (
              <div key={field} className={styles.limitRow}>
                <LimitField name={field} label={label} unit="lira" />
                {limit && (
                  <LimitStatus
                    limit={limit}
                    name={label}
                    onCancelled={(amount) => form.setValue(field, amount)}
                  />
                )}
              </div>
            );
          })}
          <SubmitButton loading={isPending}>{t('protection.limits.save')}</SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}

export interface SessionLimitCardProps {
  limit: PlayerLimit | undefined;
}

/** The daily session-time limit, in minutes. */
export function SessionLimitCard({ limit }: SessionLimitCardProps) {
  const { t } = useTranslation(['protection']);
  const id = useId();
  const form = useContractForm(loadSessionLimitSchema, { minutes: limit?.amount ?? null });
  const { mutateAsync, isPending } = useSetSessionLimit({ mutation: { meta: limitSaveOutcome } });
  const submit = useSubmitOnce(form, (values) => answerOrNothing(mutateAsync({ data: values })));
  const label = t('protection.fields.4.1');

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('protection.kinds.4')}
      </h2>
      <FormProvider {...form}>
        <form className={styles.limitForm} noValidate onSubmit={submit}>
          <div className={styles.limitRow}>
            <LimitField name="minutes" label={label} unit="minutes" />
            {limit && (
              <LimitStatus
                limit={limit}
                name={label}
                onCancelled={(amount) => form.setValue('minutes', amount)}
              />
            )}
          </div>
          <SubmitButton loading={isPending}>{t('protection.limits.save')}</SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}
