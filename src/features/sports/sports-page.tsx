import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBootstrapState } from '@/shared/bootstrap/use-bootstrap-state';
import { paths } from '@/shared/config/paths';
import { useSession } from '@/shared/session/session-machine';
import { Icon } from '@/shared/ui/icon';
import { Spinner } from '@/shared/ui/spinner';
import styles from './sports-page.module.css';
import { sportsbookAddress, type SportsSection } from './sportsbook-address';

const sections: Record<string, { section: SportsSection; shortMenu: boolean }> = {
  [paths.sports]: { section: 'sports', shortMenu: false },
  [paths.sportsShort]: { section: 'sports', shortMenu: true },
  [paths.liveSports]: { section: 'live', shortMenu: false },
  [paths.liveSportsShort]: { section: 'live', shortMenu: true },
  [paths.esports]: { section: 'esports', shortMenu: false },
};

const icons = { sports: 'sports', live: 'live-sports', esports: 'esports' } as const;

// The sportsbook's own host (one the site settings name, sportsbook-address.ts) keeps its origin
// for its own session; it is another origin than the site's. A same-site path (mock mode's
// stand-in page only) must not get the site's origin: no allow-same-origin and no popups that
// escape the sandbox.
const PROVIDER_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
const SITE_PATH_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** /spor, /livespor, their /fcg variants and /esports: the sportsbook provider's page in a frame. */
export function SportsPage() {
  const { t, i18n } = useTranslation(['common', 'sports']);
  const headingId = useId();
  const { pathname } = useLocation();
  const session = useSession();
  const { bootstrap, settled } = useBootstrapState();
  const route = sections[pathname.replace(/\/+$/, '')] ?? sections[paths.sports];
  const section = route?.section ?? 'sports';
  const address = sportsbookAddress(session, bootstrap, {
    section,
    shortMenu: route?.shortMenu ?? false,
    language: i18n.language,
  });
  // Loading state per address: a new address (route, language, player) shows the spinner again.
  const [loadedAddress, setLoadedAddress] = useState<string | null>(null);

  let body;
  if (address) {
    body = (
      <div className={styles.frameBox}>
        {loadedAddress !== address && (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
        <iframe
          key={address}
          className={styles.frame}
          src={address}
          title={t(`sports.frameTitle.${section}`)}
          sandbox={address.startsWith('/') ? SITE_PATH_SANDBOX : PROVIDER_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="fullscreen; autoplay"
          onLoad={() => setLoadedAddress(address)}
        />
      </div>
    );
  } else if (!settled && !session) {
    body = (
      <div className={styles.frameBox}>
        <div className={styles.loading}>
          <Spinner />
        </div>
      </div>
    );
  } else {
    body = (
      <div className={styles.unavailable}>
        <Icon name={icons[section]} size={36} className={styles.unavailableIcon} />
        <p className={styles.unavailableTitle}>{t('sports.unavailable')}</p>
        <p className={styles.unavailableText}>{t('sports.unavailableText')}</p>
      </div>
    );
  }

  const heading = t(`sports.heading.${section}`);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        <Icon name={icons[section]} size={22} className={styles.titleIcon} />
        {heading}
      </h1>
      {body}
    </section>
  );
}
