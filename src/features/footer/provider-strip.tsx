import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The game-provider logos of spec 2.7. */
export function ProviderStrip() {
  const { t } = useTranslation(['footer']);
  const headingId = useId();
  return (
    <section className={styles.strip} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('footer.providers.heading')}
      </h2>
      {canSlide() ? (
        // A slider that fails must not take the rest of the footer with it.
        <ErrorBoundary fallback={<StaticRow />}>
          <Suspense fallback={<StaticRow />}>
            <ProviderSlider />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <StaticRow />
      )}
    </section>
  );
}
