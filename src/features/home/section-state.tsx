import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './section-state.module.css';

export interface SectionErrorProps {
  text: string;
  onRetry: () => void;
}

/** A quiet failure inside one section: the rest of the page stays usable. */
export function SectionError({ text, onRetry }: SectionErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.state}>
      <Icon name="info" size={22} className={styles.icon} />
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('home.retry')}
      </button>
    </div>
  );
}

export interface SectionEmptyProps {
  text: string;
}

export function SectionEmpty({ text }: SectionEmptyProps) {
  return (
    <div className={styles.state}>
      <Icon name="star" size={22} className={styles.icon} />
      <p className={styles.text}>{text}</p>
    </div>
  );
}
