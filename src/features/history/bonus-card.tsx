import { useTranslation } from 'react-i18next';
import { ProcessingStatus, type PlayerBonus } from '@generated/api/model';
import { durationParts, formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { useNow } from '@/shared/ui/use-now';
import styles from './bonus-cards.module.css';
import { StatusBadge } from './status-badge';
import { processingStatusTone } from './statuses';

const DAY_MS = 86_400_000;

export interface BonusCardProps {
  bonus: PlayerBonus;
}

/**
 * One of the player's bonuses: its amount, when it was awarded and when it ends (a countdown in
 * its last day), and its wagering as a named progress bar.
 */
export function BonusCard({ bonus }: BonusCardProps) {
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
  const wagered = t('history.bonuses.wageringText', {
    done: formatMoney(done),
    required: formatMoney(required),
  });

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
            aria-valuetext={wagered}
          />
          <p className={styles.wageringText}>{wagered}</p>
        </div>
      )}
    </article>
  );
}
