// Loaded lazily (see banner-carousel.tsx): swiper and its styles stay out of the first page.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import type { BannerSlide } from '@generated/api/model';
import 'swiper/css';
import { BANNER_CAROUSEL } from '@/shared/config/constants';
import styles from './banner-carousel.module.css';
import { BannerSlideView } from './banner-slide-view';
import { CarouselControls } from './carousel-controls';

// One slide per view at every breakpoint.
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

// Autoplay that interaction does not stop; a hovering mouse only holds it.
const autoplayOptions: SwiperOptions['autoplay'] = {
  delay: BANNER_CAROUSEL.autoplayDelayMs,
  disableOnInteraction: BANNER_CAROUSEL.disableOnInteraction,
  pauseOnMouseEnter: true,
};

export interface BannerSwiperProps {
  slides: BannerSlide[];
  /** The slide to move to once swiper runs (autoplay's first step is due, or 0). */
  startAt: number;
  /** The keyboard reached the still banners: the active slide's link takes the focus. */
  takeFocus?: boolean;
}

/** The banners on a swiper: autoplay 5 s that interaction does not stop, no loop. */
export function BannerSwiper({ slides, startAt, takeFocus = false }: BannerSwiperProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
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
        onSwiper={(instance) => {
          setSwiper(instance);
          if (startAt > 0) instance.slideTo(startAt);
          const link = instance.slides[instance.activeIndex]?.querySelector('a');
          if (takeFocus && document.activeElement === document.body) link?.focus();
        }}
        onSlideChange={(instance) => setActive(instance.activeIndex)}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className={styles.slide}>
            <BannerSlideView slide={slide} index={index} count={slides.length} />
          </SwiperSlide>
        ))}
      </Swiper>
      <CarouselControls
        active={active}
        count={slides.length}
        onGoTo={(index) => swiper?.slideTo(index)}
      />
    </div>
  );
}
