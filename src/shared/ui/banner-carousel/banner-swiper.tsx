// Loaded lazily (see banner-carousel.tsx): swiper and its styles stay out of the first page.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import type { BannerSlide } from '@generated/api/model';
import 'swiper/css';
import { BANNER_CAROUSEL } from '@/shared/config/constants';
import { Icon } from '@/shared/ui/icon';
import styles from './banner-carousel.module.css';
import { BannerSlideView } from './banner-slide-view';

// One slide per view at every breakpoint of spec 9.
const perView = {
  slidesPerView: BANNER_CAROUSEL.slidesPerView,
  spaceBetween: BANNER_CAROUSEL.spaceBetween,
} satisfies SwiperOptions;
const breakpoints: SwiperOptions['breakpoints'] = Object.fromEntries(
  BANNER_CAROUSEL.breakpoints.map((width) => [width, perView]),
);

// Visitors who ask for less motion get still banners they move themselves.
const prefersReducedMotion = () =>
  typeof globalThis.matchMedia === 'function' &&
  globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Autoplay that interaction does not stop (spec 9); a hovering mouse only holds it.
const autoplayOptions: SwiperOptions['autoplay'] = {
  delay: BANNER_CAROUSEL.autoplayDelayMs,
  disableOnInteraction: BANNER_CAROUSEL.disableOnInteraction,
  pauseOnMouseEnter: true,
};

export interface BannerSwiperProps {
  slides: BannerSlide[];
}

/** The banners on a swiper: autoplay 5 s that interaction does not stop, no loop (spec 4, 9). */
export function BannerSwiper({ slides }: BannerSwiperProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const last = slides.length - 1;
  // Stable options: swiper re-applies any option whose object changes between renders.
  const [autoplay] = useState(() => (prefersReducedMotion() ? false : autoplayOptions));
  const a11y = useMemo<SwiperOptions['a11y']>(
    () => ({
      containerMessage: null,
      containerRoleDescriptionMessage: null,
      itemRoleDescriptionMessage: t('home.carousel.slideRole'),
      // Swiper fills in {{index}} and {{slidesLength}} itself.
      slideLabelMessage: t('home.carousel.slideLabel', {
        index: '{{index}}',
        count: '{{slidesLength}}',
      }),
    }),
    [t],
  );

  // The slides changed (another slug, fresh bootstrap): let swiper measure again after 100 ms.
  useEffect(() => {
    if (!swiper) return;
    const timer = setTimeout(() => {
      if (swiper.destroyed) return;
      swiper.update();
      setActive(swiper.activeIndex);
    }, BANNER_CAROUSEL.refreshMs);
    return () => clearTimeout(timer);
  }, [swiper, slides]);

  return (
    <div className={styles.frame}>
      <Swiper
        className={styles.swiper}
        modules={[Autoplay, A11y]}
        {...perView}
        breakpoints={breakpoints}
        loop={BANNER_CAROUSEL.loop}
        autoplay={autoplay}
        a11y={a11y}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.activeIndex)}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className={styles.slide}>
            <BannerSlideView slide={slide} index={index} count={slides.length} />
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            className={styles.prev}
            aria-label={t('home.carousel.previous')}
            disabled={active === 0}
            onClick={() => swiper?.slidePrev()}
          >
            <Icon name="chevron-right" className={styles.flip} />
          </button>
          <button
            type="button"
            className={styles.next}
            aria-label={t('home.carousel.next')}
            disabled={active === last}
            onClick={() => swiper?.slideNext()}
          >
            <Icon name="chevron-right" />
          </button>
          <div className={styles.bullets}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.bulletButton}
                aria-label={t('home.carousel.goTo', { index: index + 1 })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => swiper?.slideTo(index)}
              >
                <span className={styles.bullet} data-active={index === active} />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
