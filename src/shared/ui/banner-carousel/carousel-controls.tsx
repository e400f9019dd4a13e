import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './carousel-controls.module.css';

export interface CarouselControlsProps {
  active: number;
  count: number;
  onGoTo: (index: number) => void;
}

/** Previous / next and one bullet per slide: the same controls on still banners and on swiper. */
export function CarouselControls({ active, count, onGoTo }: CarouselControlsProps) {
  const { t } = useTranslation();
  if (count < 2) return null;
  const last = count - 1;
  return (
    <>
      <button
        type="button"
        className={styles.prev}
        aria-label={t('home.carousel.previous')}
        disabled={active === 0}
        onClick={() => onGoTo(active - 1)}
      >
        <Icon name="chevron-right" className={styles.flip} />
      </button>
      <button
        type="button"
        className={styles.next}
        aria-label={t('home.carousel.next')}
        disabled={active === last}
        onClick={() => onGoTo(active + 1)}
      >
        <Icon name="chevron-right" />
      </button>
      <div className={styles.bullets}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={styles.bulletButton}
            aria-label={t('home.carousel.goTo', { index: index + 1 })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => onGoTo(index)}
          >
            <span className={styles.bullet} data-active={index === active} />
          </button>
        ))}
      </div>
    </>
  );
}
