import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { Spinner } from '@/shared/ui/spinner';
import { RouteErrorBoundary } from '../route-error-boundary';
import styles from './shell-layout.module.css';

const menu = [
  { to: paths.sports, key: 'routes.sports' },
  { to: paths.liveSports, key: 'routes.liveSports' },
  { to: paths.casinoSlot, key: 'routes.casinoSlot' },
  { to: paths.casinoLive, key: 'routes.casinoLive' },
  { to: paths.casinoGames, key: 'routes.casinoGames' },
  { to: paths.casinoBingo, key: 'routes.casinoBingo' },
  { to: paths.casinoTvBets, key: 'routes.casinoTvBets' },
  { to: paths.promotions, key: 'routes.promotions' },
] as const;

/** The page frame every route renders inside; the full header and footer come with the shell. */
export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <NavLink to={paths.home} className={styles.logo} aria-label={t('app.home')}>
          {t('app.name')}
        </NavLink>
        <nav aria-label={t('app.mainNavigation')} className={styles.nav}>
          {menu.map((item) => (
            <NavLink key={item.to} to={item.to} className={styles.link}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="main" className={styles.main}>
        {/* Keyed by path: a page that failed does not keep the next page from showing. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className={styles.footer}>
        <small>{t('app.name')}</small>
      </footer>
    </div>
  );
}
