import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetBonuses } from '@generated/api/bonus/bonus';
import { ProcessingStatus, type PlayerBonus } from '@generated/api/model';
import { paths } from '@/shared/config/paths';
import { durationParts, formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { useNow } from '@/shared/ui/use-now';
import { HistoryEmpty, HistoryError, HistorySkeleton } from './history-states';
import styles from './history.module.css';
import { StatusBadge } from './status-badge';
import { processingStatusTone } from './statuses';

const DAY_MS = 86_400_000;

/** /dashboard/bonuses: active bonuses first, then past ones (issue: member area). */
export function BonusesPage() {
  const { t } = useTranslation(['common', 'history']);
  const id = useId();
  const query = useGetBonuses();
  const bonuses = query.data?.data;
  const active = bonuses?.filter((bonus) => bonus.status === ProcessingStatus.Processing) ?? [];
  const past = bonuses?.filter((bonus) => bonus.status !== ProcessingStatus.Processing) ?? [];

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('routes.bonuses')}
        </h1>
        <Link to={paths.claimBonus} className={styles.download}>
          {t('history.bonuses.claimMore')}
        </Link>
      </div>
      {query.isError ? (
        <HistoryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !bonuses ? (
        <HistorySkeleton rows={3} />
      ) : (
        <>
          <BonusGroup
            title={t('history.bonuses.active')}
            empty={t('history.bonuses.noActive')}
            bonuses={active}
          />
          <BonusGroup
            title={t('history.bonuses.past')}
            empty={t('history.bonuses.noPast')}
            bonuses={past}
          />
        </>
      )}
    </section>
  );
}

function BonusGroup({
  title,
  empty,
  bonuses,
}: {
  title: string;
  empty: string;
  bonuses: readonly PlayerBonus[];
}) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {bonuses.length === 0 ? (
        <HistoryEmpty text={empty} />
      ) : (
        <ul className={styles.bonusList}>
          {bonuses.map((bonus) => (
            <li key={bonus.id}>
              <BonusCard bonus={bonus} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BonusCard({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation(['history']);
  const now = useNow(60_000);
  const expires = bonus.expiresAt ? Date.parse(bonus.expiresAt) : null;
  const left = expires === null ? null : expires - now;
  const countdown =
    bonus.status === ProcessingStatus.Processing && left !== null && left > 0 && left < DAY_MS
      ? durationParts(left)
      : null;
  const required = Math.max(bonus.wageringRequired, 0);
  const done = Math.min(bonus.wagered, required);

  return (
    <article className={styles.bonus}>
      <div className={styles.bonusHeader}>
        <h3 className={styles.bonusName}>{bonus.name}</h3>
        <StatusBadge tone={processingStatusTone[bonus.status]}>
          {t(`history.processingStatus.${bonus.status}`)}
        </StatusBadge>
      </div>
      <dl className={styles.bonusFacts}>
        <div>
          <dt>{t('history.bonuses.amount')}</dt>
          <dd className={styles.bonusAmount}>{formatMoney(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('history.bonuses.awarded')}</dt>
          <dd>{formatDateTime(bonus.awardedAt)}</dd>
        </div>
        <div>
          <dt>{t('history.bonuses.expires')}</dt>
          <dd data-soon={countdown ? 'true' : undefined}>
            {countdown
              ? t('history.bonuses.endsIn', {
                  time: t('history.sessions.hoursMinutes', {
                    hours: countdown.hours,
                    minutes: String(countdown.minutes).padStart(2, '0'),
                  }),
                })
              : bonus.expiresAt
                ? formatDateTime(bonus.expiresAt)
                : t('history.bonuses.noExpiry')}
          </dd>
        </div>
      </dl>
      {required > 0 && (
        <div className={styles.wagering}>
          <progress
            className={styles.progress}
            max={required}
            value={done}
            aria-label={t('history.bonuses.wagering', { name: bonus.name })}
            aria-valuetext={t('history.bonuses.wageringText', {
              done: formatMoney(done),
              required: formatMoney(required),
            })}
          />
          <p className={styles.wageringText}>
            {t('history.bonuses.wageringText', {
              done: formatMoney(done),
              required: formatMoney(required),
            })}
          </p>
        </div>
      )}
    </article>
  );
}
