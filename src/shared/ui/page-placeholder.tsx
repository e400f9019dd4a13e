import { useTranslation } from 'react-i18next';
import styles from './page-placeholder.module.css';
import { useRouteHandle } from './route-handle';

/** The titled frame a route renders until its page body is built. */
export function PagePlaceholder() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {handle ? t(handle.titleKey) : t('app.name')}
      </h1>
      <p className={styles.text}>{t('page.comingSoon')}</p>
    </section>
  );
}
