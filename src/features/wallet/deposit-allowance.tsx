import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetLimits } from '@generated/api/protection/protection';
import { paths } from '@/shared/config/paths';
import { formatMoney } from '@/shared/format/money';
import { closeDialog } from '@/shared/ui/dialog/dialog-store';
import styles from './payment-dialog.module.css';

/**
 * Before the player types an amount, as player protection asks: what is left of each deposit
 * limit today, this week and this month; or, for a player who never set one, the offer to.
 */
export function DepositAllowance() {
  const { t } = useTranslation(['wallet']);
  const query = useGetLimits();
  const id = useId();
  const [skipped, setSkipped] = useState(false);
  const data = query.data?.data;
  if (!data) return null;
  const set = data.limits.filter((limit) => limit.kind === 1 && limit.amount !== null);

  if (!data.depositLimitEverSet && !skipped) {
    return (
      <section className={styles.allowance} aria-labelledby={id}>
        <h3 id={id} className={styles.allowanceTitle}>
          {t('wallet.offer.title')}
        </h3>
        <p className={styles.allowanceText}>{t('wallet.offer.text')}</p>
        <div className={styles.allowanceActions}>
          <Link
            to={paths.responsibleGaming}
            className={styles.primary}
            onClick={() => closeDialog()}
          >
            {t('wallet.offer.set')}
          </Link>
          <button type="button" className={styles.secondary} onClick={() => setSkipped(true)}>
            {t('wallet.offer.skip')}
          </button>
        </div>
      </section>
    );
  }
  if (set.length === 0) return null;
  const left = set.map((limit) => ({
    period: limit.period,
    amount: Math.max(0, (limit.amount ?? 0) - limit.used),
  }));
  return (
    <section className={styles.allowance} aria-labelledby={id}>
      <h3 id={id} className={styles.allowanceTitle}>
        {t('wallet.allowance.title')}
      </h3>
      <dl className={styles.allowanceList}>
        {left.map(({ period, amount }) => (
          <div key={period}>
            <dt>{t(`wallet.allowance.periods.${period}`)}</dt>
            <dd>{formatMoney(amount)}</dd>
          </div>
        ))}
      </dl>
      {left.some(({ amount }) => amount <= 0) && (
        <p className={styles.allowanceText}>{t('wallet.allowance.none')}</p>
      )}
    </section>
  );
}
