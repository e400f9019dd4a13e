import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderLogo, providerLogos } from './provider-logos';
import styles from './provider-strip.module.css';

const ProviderSlider = lazy(() =>
  import('./provider-slider').then((m) => ({ default: m.ProviderSlider })),
);

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

interface SliderBoundaryProps {
  children: ReactNode;
}

/** A slider that fails must not take the rest of the footer with it. */
class SliderBoundary extends Component<SliderBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <StaticRow /> : this.props.children;
  }
}

/** The game-provider logos of spec 2.7. */
export function ProviderStrip() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.strip} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('footer.providers.heading')}
      </h2>
      {canSlide() ? (
        <SliderBoundary>
          <Suspense fallback={<StaticRow />}>
            <ProviderSlider />
          </Suspense>
        </SliderBoundary>
      ) : (
        <StaticRow />
      )}
    </section>
  );
}
