import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{t('app.loading')}</span>
    </div>
  );
}
