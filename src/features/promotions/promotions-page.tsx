import { useTranslation } from 'react-i18next';
import { useGetPromotions } from '@generated/api/cms/cms';
import { Icon } from '@/shared/ui/icon';
import { PageEmpty, PageError } from '@/shared/ui/page-state';
import { PromotionCard } from './promotion-card';
import styles from './promotions-page.module.css';

const SKELETON_CARDS = 6;

/** /promotions: the promotions as cards; each opens its detail dialog. */
export function PromotionsPage() {
  const { t } = useTranslation(['common', 'content']);
  const query = useGetPromotions();
  const { data, isPending, isError } = query;
  const promotions = data?.data ?? [];

  let body;
  if (isPending) {
    body = (
      <div role="status" aria-live="polite">
        <span className={styles.visuallyHidden}>{t('content.promotions.loading')}</span>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className={`${styles.card} ${styles.skeleton}`}>
              <div className={styles.skeletonImage} />
              <div className={styles.cardBody}>
                <div className={styles.skeletonLine} />
                <div className={styles.skeletonButton} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (isError) {
    body = <PageError title={t('content.promotions.errorTitle')} level={2} query={query} />;
  } else if (promotions.length === 0) {
    body = <PageEmpty text={t('content.promotions.empty')} icon="gift" />;
  } else {
    body = (
      <ul className={styles.grid}>
        {promotions.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <div className={styles.header}>
        <h1 id="promotions-title" className={styles.title}>
          <Icon name="promotions" size={28} className={styles.titleIcon} />
          {t('content.promotions.title')}
        </h1>
        <p className={styles.intro}>{t('content.promotions.intro')}</p>
      </div>
      {body}
    </section>
  );
}
