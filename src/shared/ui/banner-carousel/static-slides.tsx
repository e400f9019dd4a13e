import type { BannerSlide } from '@generated/api/model';
import styles from './banner-carousel.module.css';
import { BannerSlideView } from './banner-slide-view';

export interface StaticSlidesProps {
  slides: BannerSlide[];
}

/**
 * The banners before swiper runs (or without it): the first shows, the rest wait. The slider's
 * controls come with swiper, which loads as soon as a pointer, a finger or the focus reaches the
 * carousel (banner-carousel.tsx).
 */
export function StaticSlides({ slides }: StaticSlidesProps) {
  return (
    <div className={styles.frame}>
      <div className={styles.track}>
        {slides.map((slide, index) => (
          <div key={index} className={styles.staticSlide}>
            <BannerSlideView slide={slide} index={index} count={slides.length} />
          </div>
        ))}
      </div>
    </div>
  );
}
