import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import styles from './status-page.module.css';

/** A route that throws shows this instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className={styles.page} aria-labelledby="status-title">
      <h1 id="status-title">{t('page.errorTitle')}</h1>
      <p className={styles.text}>{t('page.errorText')}</p>
      <button type="button" className={styles.action} onClick={() => window.location.reload()}>
        {t('page.retry')}
      </button>
    </main>
  );
}
