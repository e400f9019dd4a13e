import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import styles from './status-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="status-title">{t('page.notFoundTitle')}</h1>
      <p className={styles.text}>{t('page.notFoundText')}</p>
      <Link className={styles.action} to={paths.home}>
        {t('page.backHome')}
      </Link>
    </section>
  );
}
