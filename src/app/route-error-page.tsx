import { useTranslation } from 'react-i18next';
import styles from './status-page.module.css';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="status-title" role="alert">
      <h1 id="status-title">{t('page.errorTitle')}</h1>
      <p className={styles.text}>{t('page.errorText')}</p>
      <button type="button" className={styles.action} onClick={() => window.location.reload()}>
        {t('page.retry')}
      </button>
    </section>
  );
}
