import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { openPanel } from '@/shared/ui/panel-store';
import { useRouteMatches, type RouteMatch } from '@/shared/ui/route-handle';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import styles from './breadcrumb-bar.module.css';

// One crumb per matched route with a title; a parent and its index share a path, so keep one.
function crumbsOf(matches: readonly RouteMatch[]): RouteMatch[] {
  return matches.filter((match, index) => matches[index - 1]?.pathname !== match.pathname);
}

/**
 * The breadcrumb bar: labels from route data separated by '/', the last one the
 * current page. A crumb goes to its page; on mobile a logged-in player gets the profile side
 * panel instead. Not shown on the home page.
 */
export function BreadcrumbBar() {
  const { t } = useTranslation(['common', 'mobile']);
  const crumbs = crumbsOf(useRouteMatches());
  const isMobile = useIsMobile();
  const loggedIn = useIsLoggedIn();
  if (crumbs.length < 2) return null;

  const onCrumb = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isMobile || !loggedIn) return;
    event.preventDefault();
    openPanel('profilePanel');
  };

  return (
    <nav className={styles.bar} aria-label={t('mobile.breadcrumb.label')}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const label = t(crumb.handle.titleKey);
          return (
            <li key={crumb.pathname} className={styles.item}>
              {index > 0 && (
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
              )}
              {last ? (
                <span className={styles.current} aria-current="page">
                  {label}
                </span>
              ) : (
                <Link className={styles.link} to={crumb.pathname} onClick={onCrumb}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
