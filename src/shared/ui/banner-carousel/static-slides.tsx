import type { BannerSlide } from '@generated/api/model';
import styles from './banner-carousel.module.css';
import { BannerSlideView } from './banner-slide-view';
import { CarouselControls } from './carousel-controls';

export interface StaticSlidesProps {
  slides: BannerSlide[];
  /** A control was used: the slider should run and move to `index`. Without it, no controls. */
  onGoTo?: (index: number) => void;
}

/** The banners before swiper runs (or without it): the first shows, the rest wait. */
export function StaticSlides({ slides, onGoTo }: StaticSlidesProps) {
  return (
    <div className={styles.frame}>
      <div className={styles.track}>
        {slides.map((slide, index) => (
          <div key={index} className={styles.staticSlide}>
            <BannerSlideView slide={slide} index={index} count={slides.length} />
          </div>
        ))}
      </div>
      {onGoTo && <CarouselControls active={0} count={slides.length} onGoTo={onGoTo} />}
    </div>
  );
}
