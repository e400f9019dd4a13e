import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import styles from './section-state.module.css';

export interface SectionErrorProps {
  text: string;
  onRetry: () => void;
}

// The empty and failed states of one section of a page (home sections, the casino grid): the
// rest of the page stays usable.

/** A quiet failure inside one section, with a way to try again. */
export function SectionError({ text, onRetry }: SectionErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.state}>
      <Icon name="info" size={22} className={styles.icon} />
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('page.retry')}
      </button>
    </div>
  );
}

export interface SectionEmptyProps {
  text: string;
  icon?: IconName;
}

/** A section with nothing to list. */
export function SectionEmpty({ text, icon = 'star' }: SectionEmptyProps) {
  return (
    <div className={styles.state}>
      <Icon name={icon} size={22} className={styles.icon} />
      <p className={styles.text}>{text}</p>
    </div>
  );
}
