import { useTranslation } from 'react-i18next';
import type { Promotion } from '@generated/api/model';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { PromotionImage } from './promotion-image';
import styles from './promotions-page.module.css';

export interface PromotionCardProps {
  promotion: Promotion;
}

/** A promotion on /promotions; the whole card opens the detail dialog. */
export function PromotionCard({ promotion }: PromotionCardProps) {
  const { t } = useTranslation(['content']);
  return (
    <li className={styles.card}>
      <PromotionImage className={styles.image} src={promotion.imageUrl} lazy />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{promotion.title}</h2>
        {/* The button's hit area covers the card, so a click anywhere on it opens the details. */}
        <button
          type="button"
          className={styles.details}
          aria-label={t('content.promotions.detailsFor', { title: promotion.title })}
          onClick={() => openDialog('promotion', promotion)}
        >
          {t('content.promotions.details')}
          <Icon name="chevron-right" size={16} />
        </button>
      </div>
    </li>
  );
}
