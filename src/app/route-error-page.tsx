import { useTranslation } from 'react-i18next';
import { RetryButton } from '@/shared/ui/retry-button';
import styles from './status-page.module.css';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="status-title" role="alert">
      <h1 id="status-title">{t('page.errorTitle')}</h1>
      <p className={styles.text}>{t('page.errorText')}</p>
      <RetryButton className={styles.action} onRetry={() => window.location.reload()} />
    </section>
  );
}
