import { useTranslation } from 'react-i18next';
import type { Promotion } from '@generated/api/model';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { PROMOTION_IMAGE_SIZE } from './promotion-image';
import styles from './promotions-page.module.css';

export interface PromotionCardProps {
  promotion: Promotion;
}

/** A promotion on /promotions; the whole card opens the detail dialog. */
export function PromotionCard({ promotion }: PromotionCardProps) {
  const { t } = useTranslation(['content']);
  return (
    <li className={styles.card}>
      <img
        className={styles.image}
        src={promotion.imageUrl}
        alt=""
        width={PROMOTION_IMAGE_SIZE.width}
        height={PROMOTION_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
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
