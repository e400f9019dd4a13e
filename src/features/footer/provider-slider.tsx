// Loaded lazily (see provider-strip.tsx): swiper and its styles stay out of the first page.
import { useEffect, useState } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { PROVIDER_SLIDER } from '@/shared/config/constants';
import { ProviderLogo, providerLogos } from './provider-logos';
import styles from './provider-strip.module.css';

const WIDE_FROM_PX = 992;

const prefersReducedMotion = () =>
  typeof globalThis.matchMedia === 'function' &&
  globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The provider logos on a swiper (3 per view below 992 px, 7 from 992). */
export function ProviderSlider() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  // Autoplay starts 500 ms after the slider is shown, unless the visitor asked for less motion.
  useEffect(() => {
    if (!swiper || prefersReducedMotion()) return;
    const timer = setTimeout(() => {
      if (!swiper.destroyed) swiper.autoplay.start();
    }, PROVIDER_SLIDER.startDelayMs);
    return () => clearTimeout(timer);
  }, [swiper]);

  return (
    <Swiper
      className={styles.slider}
      modules={[Autoplay]}
      slidesPerView={PROVIDER_SLIDER.slidesPerViewBelow992}
      spaceBetween={PROVIDER_SLIDER.spaceBetween}
      loop={PROVIDER_SLIDER.loop}
      breakpoints={{ [WIDE_FROM_PX]: { slidesPerView: PROVIDER_SLIDER.slidesPerViewFrom992 } }}
      autoplay={{
        delay: PROVIDER_SLIDER.autoplayDelayMs,
        disableOnInteraction: false,
        pauseOnMouseEnter: true,
      }}
      onInit={(instance) => {
        // The module starts on init; hold it until the start delay has passed.
        instance.autoplay.stop();
        setSwiper(instance);
      }}
    >
      {providerLogos.map((logo) => (
        <SwiperSlide key={logo.name} className={styles.tile}>
          <ProviderLogo logo={logo} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
