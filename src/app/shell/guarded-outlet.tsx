import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, Outlet } from 'react-router';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { useRouteHandle } from '@/shared/ui/route-handle';
import styles from './guarded-outlet.module.css';

/**
 * The route guard: a visitor entering a guarded route gets the login dialog and
 * stays where they were. Navigated to from another page, the visitor is taken back there; opened
 * directly, the address stays and the page waits behind a login prompt.
 */
export function useRouteGuard(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const blocked = Boolean(useRouteHandle()?.guarded) && !loggedIn;
  const lastAllowed = useRef<string | null>(null);

  useEffect(() => {
    const here = `${location.pathname}${location.search}${location.hash}`;
    if (!blocked) {
      lastAllowed.current = here;
      return;
    }
    openDialog('login');
    if (lastAllowed.current !== null && lastAllowed.current !== here) {
      navigate(lastAllowed.current, { replace: true });
    }
  }, [blocked, location, navigate]);
  return blocked;
}

export interface GuardedOutletProps {
  blocked: boolean;
}

/** The page, or a login prompt while the route guard blocks it. */
export function GuardedOutlet({ blocked }: GuardedOutletProps) {
  const { t } = useTranslation();
  if (!blocked) return <Outlet />;
  return (
    <section className={styles.prompt} aria-labelledby="login-required-title">
      <h1 id="login-required-title" className={styles.title}>
        {t('shell.guard.title')}
      </h1>
      <p className={styles.text}>{t('shell.guard.text')}</p>
      <button type="button" className={styles.button} onClick={() => openDialog('login')}>
        {t('shell.header.login')}
      </button>
    </section>
  );
}
