import { useTranslation } from 'react-i18next';
import { BANNER_CAROUSEL } from '@/shared/config/constants';
import styles from './banner-placeholders.module.css';

const items = Array.from({ length: BANNER_CAROUSEL.placeholders }, (_, index) => index);

/** The three placeholder items shown until real slides are there. */
export function BannerPlaceholders() {
  const { t } = useTranslation();
  return (
    <div className={styles.frame} role="status">
      <span className={styles.visuallyHidden}>{t('home.carousel.loading')}</span>
      <div className={styles.track} aria-hidden="true">
        {items.map((index) => (
          <div key={index} className={styles.placeholder}>
            <span className={styles.placeholderLine} />
            <span className={styles.placeholderLineShort} />
          </div>
        ))}
      </div>
      <div className={styles.bullets} aria-hidden="true">
        {items.map((index) => (
          <span key={index} className={styles.bullet} data-active={index === 0} />
        ))}
      </div>
    </div>
  );
}
