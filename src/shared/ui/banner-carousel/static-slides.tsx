import type { BannerSlide } from '@generated/api/model';
import styles from './banner-carousel.module.css';
import { BannerSlideView } from './banner-slide-view';

export interface StaticSlidesProps {
  slides: BannerSlide[];
}

/** The banners without swiper (no matchMedia, or swiper failed): the first shows, the rest wait. */
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
