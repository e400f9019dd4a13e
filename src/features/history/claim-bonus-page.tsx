import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetBonusesQueryKey,
  getGetBonusOffersQueryKey,
  useClaimBonus,
  useClaimBonusCode,
  useGetBonusOffers,
} from '@generated/api/bonus/bonus';
import type { BonusOffer } from '@generated/api/model';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import formStyles from '@/shared/forms/form.module.css';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { SafeHtml } from '@/shared/html/safe-html';
import { answerOrNothing, type MutationOutcome } from '@/shared/toast/mutation-outcome';
import cardStyles from './bonus-cards.module.css';
import { CardGroup, CardList } from './card-group';
import styles from './claim-bonus.module.css';
import { HistoryPage, HistoryPageLink } from './history-page';
import { HistoryStates } from './history-states';

/**
 * A claim: the server's message as a success or error toast, then the player's bonuses and the
 * offers left read again.
 */
const claimOutcome = {
  errorToast: true,
  successToast: true,
  invalidates: [getGetBonusesQueryKey(), getGetBonusOffersQueryKey()],
} as const satisfies MutationOutcome;

// The rules load the first time the code field is checked.
const loadBonusCodeSchema = () => import('@generated/forms').then((m) => m.bonusCodeFormSchema);

/**
 * /dashboard/claim-bonus (the header's Claim Bonus): the offers the player can claim and a bonus
 * code field. The server's message comes back as a toast; a refused code stays in its field.
 */
export function ClaimBonusPage() {
  const { t } = useTranslation(['common', 'history']);
  const query = useGetBonusOffers();

  return (
    <HistoryPage
      title={t('routes.claimBonus')}
      action={<HistoryPageLink to={paths.bonuses}>{t('history.claim.seeBonuses')}</HistoryPageLink>}
    >
      <BonusCodeForm />
      <CardGroup title={t('history.claim.offers')}>
        <HistoryStates query={query} skeletonRows={2}>
          {(offers) => (
            <CardList items={offers} empty={t('history.claim.noOffers')}>
              {(offer) => <OfferCard offer={offer} />}
            </CardList>
          )}
        </HistoryStates>
      </CardGroup>
    </HistoryPage>
  );
}

interface OfferCardProps {
  offer: BonusOffer;
}

function OfferCard({ offer }: OfferCardProps) {
  const { t } = useTranslation(['history']);
  const id = useId();
  const { mutate, isPending } = useClaimBonus({ mutation: { meta: claimOutcome } });
  const claim = () => mutate({ data: { id: offer.id } });

  return (
    <article className={cardStyles.bonus} aria-labelledby={`${id}-title`}>
      <div className={cardStyles.bonusHeader}>
        <h3 id={`${id}-title`} className={cardStyles.bonusName}>
          {offer.title}
        </h3>
        <span className={cardStyles.bonusAmount}>
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
        onClick={claim}
      >
        {t('history.claim.claim')}
      </button>
    </article>
  );
}

function BonusCodeForm() {
  const { t } = useTranslation(['history']);
  const id = useId();
  const form = useContractForm(loadBonusCodeSchema, { code: '' });
  const { mutateAsync, isPending } = useClaimBonusCode({ mutation: { meta: claimOutcome } });

  // A refused code stays as typed, to correct it.
  const submit = useSubmitOnce(form, async (values) => {
    if (await answerOrNothing(mutateAsync({ data: values }))) form.reset({ code: '' });
  });

  return (
    <section className={styles.codeBox} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={cardStyles.groupTitle}>
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
