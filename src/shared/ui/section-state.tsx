import { Icon, type IconName } from './icon';
import { RetryButton } from './retry-button';
import styles from './section-state.module.css';

export interface SectionErrorProps {
  text: string;
  onRetry: () => void;
}

// The empty and failed states of one section of a page (home sections, the casino grid): the
// rest of the page stays usable.

/** A quiet failure inside one section, with a way to try again. */
export function SectionError({ text, onRetry }: SectionErrorProps) {
  return (
    <div className={styles.state}>
      <Icon name="info" size={22} className={styles.icon} />
      <p className={styles.text}>{text}</p>
      <RetryButton className={styles.retry} onRetry={onRetry} />
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
