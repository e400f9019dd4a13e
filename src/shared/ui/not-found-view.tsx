import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import styles from './not-found-view.module.css';

/** The translated "page not found" view, for unknown routes and for content the server lacks. */
export function NotFoundView() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id={titleId} className={styles.title}>
        {t('page.notFoundTitle')}
      </h1>
      <p className={styles.text}>{t('page.notFoundText')}</p>
      <Link className={styles.action} to={paths.home}>
        {t('page.backHome')}
      </Link>
    </section>
  );
}
