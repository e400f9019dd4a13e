import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTopWinners } from '@generated/api/transaction/transaction';
import { GamePicture } from '@/shared/casino/game-picture';
import { TOP_WINNERS_COUNT } from '@/shared/config/constants';
import { Icon } from '@/shared/ui/icon';
import { SectionEmpty, SectionError } from '@/shared/ui/section-state';
import { formatAmount } from './format-amount';
import styles from './top-winners.module.css';

const skeletons = Array.from({ length: 8 }, (_, index) => index);

/** The Top Winners card (POST transaction/topwinners, isLive false, count 40). */
export function TopWinners() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const winners = useGetTopWinners({ isLive: false, count: TOP_WINNERS_COUNT });
  const rows = winners.data?.data ?? [];

  let body;
  if (winners.isPending) {
    body = (
      <div role="status" className={styles.scroller}>
        <span className={styles.visuallyHidden}>{t('app.loading')}</span>
        <ul className={styles.list} aria-hidden="true">
          {skeletons.map((index) => (
            <li key={index} className={styles.row}>
              <span className={styles.thumbSkeleton} />
              <span className={styles.text}>
                <span className={styles.lineWide} />
                <span className={styles.lineShort} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (winners.isError) {
    body = <SectionError text={t('home.winners.error')} onRetry={() => void winners.refetch()} />;
  } else if (rows.length === 0) {
    body = <SectionEmpty text={t('home.winners.empty')} />;
  } else {
    body = (
      // The list scrolls inside the card: a named region that the keyboard reaches and scrolls
      // (WCAG 2.1.1).
      <div
        className={styles.scroller}
        role="region"
        aria-label={t('home.winners.list')}
        tabIndex={0}
      >
        <ol className={styles.list}>
          {rows.map((row, index) => (
            <li key={index} className={styles.row}>
              <span className={styles.rank} data-top={index < 3} aria-hidden="true">
                {index + 1}
              </span>
              <GamePicture className={styles.thumb} src={row.image} width={48} height={36} />
              <span className={styles.text}>
                <span className={styles.game}>{row.game}</span>
                <span className={styles.meta}>
                  <span className={styles.name}>{row.name}</span>
                  <span className={styles.amount}>
                    {formatAmount(row.amount, row.currencySymbol, i18n.language)}
                  </span>
                </span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Icon name="star" size={20} className={styles.headingIcon} />
        {t('home.winners.heading')}
      </h2>
      {body}
    </section>
  );
}
