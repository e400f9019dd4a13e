import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlayerLimit } from '@generated/api/model';
import {
  getGetLimitHistoryQueryKey,
  getGetLimitsQueryKey,
  useSetLimit,
  useSetSessionLimit,
} from '@generated/api/protection/protection';
import type { LimitsFormValues, SessionLimitFormValues } from '@generated/forms';
import { lazyZodResolver } from '@/shared/forms/lazy-resolver';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useSubmitOnce } from '@/shared/forms/use-submit-once';
import { errorMessage } from '@/shared/http/error-message';
import { showToast } from '@/shared/toast/toast';
import { LimitField } from './limit-field';
import { LimitStatus } from './limit-status';
import styles from './protection.module.css';

type FinancialKind = 1 | 2 | 3;
const PERIOD_FIELDS = [
  [1, 'day'],
  [2, 'week'],
  [3, 'month'],
] as const;

function useSaved() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['protection']);
  return {
    saved: (message: string | null | undefined) => {
      if (message) void showToast.success(message);
      void queryClient.invalidateQueries({ queryKey: getGetLimitsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetLimitHistoryQueryKey() });
    },
    // A refusal keeps what was typed, to correct it.
    refused: (error: unknown) => void showToast.error(errorMessage(error, t)),
  };
}

/** The daily, weekly and monthly deposit, loss or wager limit, saved together. */
export function LimitCard({ kind, limits }: { kind: FinancialKind; limits: PlayerLimit[] }) {
  const { t } = useTranslation(['protection']);
  const id = useId();
  const of = (period: number) => limits.find((limit) => limit.period === period);
  const [resolver] = useState(() =>
    lazyZodResolver<LimitsFormValues>(() =>
      import('@generated/forms').then((m) => m.limitsFormSchema),
    ),
  );
  const form = useForm<LimitsFormValues>({
    resolver,
    defaultValues: {
      day: of(1)?.amount ?? null,
      week: of(2)?.amount ?? null,
      month: of(3)?.amount ?? null,
    },
    mode: 'onTouched',
  });
  const { mutateAsync, isPending } = useSetLimit();
  const { saved, refused } = useSaved();
  const submit = useSubmitOnce(form, async (values) => {
    try {
      saved((await mutateAsync({ data: { kind, ...values } })).message);
    } catch (error) {
      refused(error);
    }
  });

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

/** The daily session-time limit, in minutes. */
export function SessionLimitCard({ limit }: { limit: PlayerLimit | undefined }) {
  const { t } = useTranslation(['protection']);
  const id = useId();
  const [resolver] = useState(() =>
    lazyZodResolver<SessionLimitFormValues>(() =>
      import('@generated/forms').then((m) => m.sessionLimitFormSchema),
    ),
  );
  const form = useForm<SessionLimitFormValues>({
    resolver,
    defaultValues: { minutes: limit?.amount ?? null },
    mode: 'onTouched',
  });
  const { mutateAsync, isPending } = useSetSessionLimit();
  const { saved, refused } = useSaved();
  const submit = useSubmitOnce(form, async (values) => {
    try {
      saved((await mutateAsync({ data: values })).message);
    } catch (error) {
      refused(error);
    }
  });
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
