import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LIVE_FILTER_PARAM, liveCasinoFilters } from '@/shared/config/live-casino-filters';
import { paths } from '@/shared/config/paths';
import styles from './main-nav-bar.module.css';

/** The live-casino filters of the second navigation bar, on /casino/live. */
export function LiveFilterBar() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const activeFilter = search.get(LIVE_FILTER_PARAM) ?? 'all';
  return (
    <nav aria-label={t('shell.header.liveCasinoFilters')} className={styles.filters}>
      <ul className={styles.list}>
        {liveCasinoFilters.map((filter) => (
          <li key={filter.id}>
            <Link
              to={`${paths.casinoLive}?${LIVE_FILTER_PARAM}=${filter.id}`}
              className={styles.chip}
              aria-current={activeFilter === filter.id ? 'page' : undefined}
            >
              {t(filter.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
