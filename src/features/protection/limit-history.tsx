import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLimitHistory } from '@generated/api/protection/protection';
import { formatDateTime } from '@/shared/format/date-time';
import { PageEmpty, PageError } from '@/shared/ui/page-state';
import styles from './limit-history.module.css';
import { useLimitAmount } from './limit-status';

/** The player's limit changes, newest first: what, from and to, when, and where it stands. */
export function LimitHistory() {
  const { t } = useTranslation(['common', 'protection']);
  const id = useId();
  const query = useGetLimitHistory();
  const show = useLimitAmount();
  const changes = query.data?.data;
  const amount = (kind: number, value: number | null) =>
    value === null ? t('protection.limits.noLimit') : show({ kind: kind as 1 }, value);

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('protection.history.title')}
      </h2>
      {query.isError ? (
        <PageError level={2} title={t('page.errorTitle')} query={query} />
      ) : !changes ? (
        <div className={styles.skeleton} role="status" aria-label={t('app.loading')} />
      ) : changes.length === 0 ? (
        <PageEmpty icon="history" text={t('protection.history.empty')} />
      ) : (
        // On a phone the table scrolls sideways: a named region the keyboard can reach and scroll.
        <div
          className={styles.tableScroll}
          role="region"
          tabIndex={0}
          aria-labelledby={`${id}-caption`}
        >
          <table className={styles.table}>
            <caption id={`${id}-caption`} className={styles.caption}>
              {t('protection.history.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('protection.history.time')}</th>
                <th scope="col">{t('protection.history.limit')}</th>
                <th scope="col">{t('protection.history.change')}</th>
                <th scope="col">{t('protection.history.effective')}</th>
                <th scope="col">{t('protection.history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id}>
                  <td>{formatDateTime(change.time)}</td>
                  <td>
                    {t(
                      `protection.fields.${change.kind}.${change.period}` as 'protection.fields.1.1',
                    )}
                  </td>
                  <td>
                    {t('protection.history.from', {
                      previous: amount(change.kind, change.previous),
                      amount: amount(change.kind, change.amount),
                    })}
                  </td>
                  <td>{formatDateTime(change.effectiveAt)}</td>
                  <td>
                    <span className={styles.badge} data-status={change.status}>
                      {t(`protection.history.statuses.${change.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
