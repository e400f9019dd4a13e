import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useAfterIdle, useNearViewport } from '@/shared/ui/use-deferred-mount';
import styles from './provider-strip.module.css';

const ProviderLogoRow = lazyPart(() =>
  import('./provider-logo-row').then((m) => m.ProviderLogoRow),
);

// Empty tiles of the logos' size: the row's room while the logos load (7 across, 3 on a phone).
const PLACEHOLDER_TILES = 7;

function PlaceholderRow() {
  return (
    <div className={styles.staticRow} aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
        <div key={index} className={styles.tile}>
          <span className={styles.placeholderLogo} />
        </div>
      ))}
    </div>
  );
}

/**
 * The game-provider logos. The strip and its heading are there at once; the logos and
 * their slider load when the visitor gets near them, once the page has settled (while the page is
 * still loading its content, the strip would seem near on every page).
 */
export function ProviderStrip() {
  const { t } = useTranslation(['footer']);
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>('200px', useAfterIdle());
  return (
    <section ref={ref} className={styles.strip} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('footer.providers.heading')}
      </h2>
      {near ? (
        <ErrorBoundary fallback={<PlaceholderRow />}>
          <Suspense fallback={<PlaceholderRow />}>
            <ProviderLogoRow />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <PlaceholderRow />
      )}
    </section>
  );
}
