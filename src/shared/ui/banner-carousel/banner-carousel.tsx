import { Suspense, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrapState } from '@/shared/bootstrap/use-bootstrap-state';
import { BANNER_CAROUSEL } from '@/shared/config/constants';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useAfterIdle } from '@/shared/ui/use-deferred-mount';
import styles from './banner-carousel.module.css';
import { BannerPlaceholders } from './banner-placeholders';
import { slidesForSlug } from './banner-slides';
import { StaticSlides } from './static-slides';

const BannerSwiper = lazyPart(() => import('./banner-swiper').then((m) => m.BannerSwiper));

// Swiper reads its breakpoints through matchMedia; without it (jsdom, very old browsers) the
// banners show without sliding.
const canSlide = () => typeof globalThis.matchMedia === 'function';
const prefersReducedMotion = () =>
  canSlide() && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The slide swiper should start moving to, or null while it is not needed yet. Swiper is the
 * costliest script of a phone's first seconds, and the first banner stays put for the whole
 * autoplay delay anyway (5 s), so it loads when the visitor reaches for the carousel
 * (pointer, touch, focus) or when the first autoplay step is due, and then moves on.
 */
function useSliderStart(count: number) {
  const [start, setStart] = useState<number | null>(null);
  // Reached by the keyboard: the focused still banner gives way to swiper's, which takes the focus.
  const [byFocus, setByFocus] = useState(false);
  const idle = useAfterIdle();
  useEffect(() => {
    if (!idle || count < 2 || prefersReducedMotion()) return;
    const timer = setTimeout(
      () => setStart((current) => current ?? 1),
      BANNER_CAROUSEL.autoplayDelayMs,
    );
    return () => clearTimeout(timer);
  }, [idle, count]);
  const reach = () => setStart((current) => current ?? 0);
  const focus = () => {
    if (start === null) setByFocus(true);
    reach();
  };
  return { start, reach, focus, byFocus };
}

// The banner image heights, handed to the stylesheet so the numbers live in one place.
const sizes = {
  '--banner-min-height': BANNER_CAROUSEL.imageMinHeight,
  '--banner-max-height': BANNER_CAROUSEL.imageMaxHeight,
  '--banner-max-height-mobile': BANNER_CAROUSEL.imageMaxHeightPaddedMobile,
  '--banner-gap': `${BANNER_CAROUSEL.spaceBetween}px`,
} as CSSProperties;

export interface BannerCarouselProps {
  /** Which slider of the bootstrap's sliderList to show ('home', 'casino'). */
  slug: string;
}

/**
 * The banner carousel: three placeholders until the startup bundle is there,
 * then the slides of `slug`. A slug without slides, or a failed bundle, shows nothing.
 */
export function BannerCarousel({ slug }: BannerCarouselProps) {
  const { t } = useTranslation();
  const { bootstrap, settled } = useBootstrapState();
  const slides = useMemo(() => slidesForSlug(bootstrap?.sliderList, slug), [bootstrap, slug]);
  // The first banner shows at once; the slider that moves it loads when it is needed.
  const slider = useSliderStart(slides.length);
  // No slides, or no startup bundle at all (it failed): nothing to show, not a frozen placeholder.
  if (settled && slides.length === 0) return null;

  let body: ReactNode;
  if (!bootstrap) body = <BannerPlaceholders />;
  else if (!canSlide()) body = <StaticSlides slides={slides} />;
  else if (slider.start === null) body = <StaticSlides slides={slides} />;
  else
    body = (
      // A slider that fails to load or run falls back to still banners.
      <ErrorBoundary fallback={<StaticSlides slides={slides} />}>
        <Suspense fallback={<StaticSlides slides={slides} />}>
          <BannerSwiper slides={slides} startAt={slider.start} takeFocus={slider.byFocus} />
        </Suspense>
      </ErrorBoundary>
    );

  return (
    <section
      className={styles.carousel}
      style={sizes}
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.carousel.label')}
      onPointerEnter={slider.reach}
      onTouchStart={slider.reach}
      onFocus={slider.focus}
    >
      {body}
    </section>
  );
}
