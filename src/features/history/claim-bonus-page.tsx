import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  getGetBonusesQueryKey,
  getGetBonusOffersQueryKey,
  useClaimBonus,
  useClaimBonusCode,
  useGetBonusOffers,
} from '@generated/api/bonus/bonus';
import type { BonusOffer } from '@generated/api/model';
import type { BonusCodeFormValues } from '@generated/forms';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import formStyles from '@/shared/forms/form.module.css';
import { lazyZodResolver } from '@/shared/forms/lazy-resolver';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useSubmitOnce } from '@/shared/forms/use-submit-once';
import { SafeHtml } from '@/shared/html/safe-html';
import { errorMessage } from '@/shared/http/error-message';
import { showToast } from '@/shared/toast/toast';
import { HistoryEmpty, HistoryError, HistorySkeleton } from './history-states';
import styles from './history.module.css';

/** After a claim the player's bonuses and the offers left are read again. */
function useClaimed() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getGetBonusesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetBonusOffersQueryKey() });
  };
}

/**
 * /dashboard/claim-bonus (the header's Claim Bonus): the offers the player can claim and a bonus
 * code field. The server's message comes back as a toast; a refused code stays in its field.
 */
export function ClaimBonusPage() {
  const { t } = useTranslation(['common', 'history']);
  const id = useId();
  const query = useGetBonusOffers();
  const offers = query.data?.data;

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('routes.claimBonus')}
        </h1>
        <Link to={paths.bonuses} className={styles.download}>
          {t('history.claim.seeBonuses')}
        </Link>
      </div>
      <BonusCodeForm />
      <section className={styles.group} aria-labelledby={`${id}-offers`}>
        <h2 id={`${id}-offers`} className={styles.groupTitle}>
          {t('history.claim.offers')}
        </h2>
        {query.isError ? (
          <HistoryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !offers ? (
          <HistorySkeleton rows={2} />
        ) : offers.length === 0 ? (
          <HistoryEmpty text={t('history.claim.noOffers')} />
        ) : (
          <ul className={styles.bonusList}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function OfferCard({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation(['history']);
  const id = useId();
  const claimed = useClaimed();
  const { mutateAsync, isPending } = useClaimBonus();

  async function claim() {
    try {
      const envelope = await mutateAsync({ data: { id: offer.id } });
      if (envelope.message) void showToast.success(envelope.message);
    } catch (error) {
      void showToast.error(errorMessage(error, t));
    } finally {
      claimed();
    }
  }

  return (
    <article className={styles.bonus} aria-labelledby={`${id}-title`}>
      <div className={styles.bonusHeader}>
        <h3 id={`${id}-title`} className={styles.bonusName}>
          {offer.title}
        </h3>
        <span className={styles.bonusAmount}>
          {offer.amount !== null && offer.amount !== undefined
            ? formatMoney(offer.amount)
            : t('history.claim.percentage', { value: offer.percentage ?? 0 })}
        </span>
      </div>
      <SafeHtml html={offer.description} className={styles.offerText} />
      <ul className={styles.offerTerms}>
        {offer.minDeposit ? (
          <li>{t('history.claim.minDeposit', { amount: formatMoney(offer.minDeposit) })}</li>
        ) : null}
        {offer.expiresAt ? (
          <li>{t('history.claim.validUntil', { date: formatDate(offer.expiresAt) })}</li>
        ) : null}
      </ul>
      <button
        type="button"
        className={styles.claim}
        disabled={isPending}
        aria-busy={isPending || undefined}
        aria-describedby={`${id}-title`}
        onClick={() => void claim()}
      >
        {t('history.claim.claim')}
      </button>
    </article>
  );
}

function BonusCodeForm() {
  const { t } = useTranslation(['history']);
  const id = useId();
  const claimed = useClaimed();
  // The rules are the generated bonusCode form schema, loaded when the field is first checked.
  const [resolver] = useState(() =>
    lazyZodResolver<BonusCodeFormValues>(() =>
      import('@generated/forms').then((m) => m.bonusCodeFormSchema),
    ),
  );
  const form = useForm<BonusCodeFormValues>({
    resolver,
    defaultValues: { code: '' },
    mode: 'onTouched',
  });
  const { mutateAsync, isPending } = useClaimBonusCode();

  const submit = useSubmitOnce(form, async (values) => {
    try {
      const envelope = await mutateAsync({ data: values });
      if (envelope.message) void showToast.success(envelope.message);
      form.reset({ code: '' });
      claimed();
    } catch (error) {
      // The code stays as typed, to correct it.
      void showToast.error(errorMessage(error, t));
    }
  });

  return (
    <section className={styles.codeBox} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.groupTitle}>
        {t('history.claim.codeTitle')}
      </h2>
      <FormProvider {...form}>
        <form className={`${formStyles.form} ${styles.codeForm}`} noValidate onSubmit={submit}>
          <TextField
            name="code"
            label={t('history.claim.code')}
            autoComplete="off"
            maxLength={20}
            placeholder={t('history.claim.codeHint')}
          />
          <SubmitButton loading={isPending}>{t('history.claim.claim')}</SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}
