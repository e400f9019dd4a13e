// Loaded when the footer's provider strip comes near the viewport (see provider-strip.tsx): the
// logo drawings, swiper and its styles stay out of the first page.
import { Suspense } from 'react';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { lazyPart } from '@/shared/ui/lazy-part';
import { ProviderLogo, providerLogos } from './provider-logos';
import styles from './provider-strip.module.css';

const ProviderSlider = lazyPart(() => import('./provider-slider').then((m) => m.ProviderSlider));

// Swiper needs matchMedia for its breakpoints; without it (old browsers, jsdom) a static row shows.
const canSlide = () => typeof globalThis.matchMedia === 'function';

/** The same logos in a plain row: shown while swiper loads, or if it cannot run. */
function StaticRow() {
  return (
    <div className={styles.staticRow}>
      {providerLogos.map((logo) => (
        <div key={logo.name} className={styles.tile}>
          <ProviderLogo logo={logo} />
        </div>
      ))}
    </div>
  );
}

/** The twelve game-provider logos, on a slider where swiper can run. */
export function ProviderLogoRow() {
  // A slider that fails must not take the rest of the footer with it.
  return canSlide() ? (
    <ErrorBoundary fallback={<StaticRow />}>
      <Suspense fallback={<StaticRow />}>
        <ProviderSlider />
      </Suspense>
    </ErrorBoundary>
  ) : (
    <StaticRow />
  );
}
