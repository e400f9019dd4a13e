import { Icon, type IconName } from './icon';
import styles from './page-state.module.css';
import { RetryButton } from './retry-button';

// The failed and empty states of a page's main content; the page's header and menu stay.

export interface PageErrorProps {
  title: string;
  text: string;
  /** The title's heading level: 1 where the page has no title of its own. */
  level: 1 | 2;
  /** The title's id, to name the alert by it. */
  titleId?: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A page whose content failed to load, with its message and a way to try again. */
export function PageError({ title, text, level, titleId, onRetry, retrying }: PageErrorProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.state} role="alert" aria-labelledby={titleId}>
      <Icon name="info" size={36} className={styles.icon} />
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      <RetryButton className={styles.retry} onRetry={onRetry} retrying={retrying} />
    </section>
  );
}

export interface PageEmptyProps {
  text: string;
  icon: IconName;
}

/** A page with nothing to list. */
export function PageEmpty({ text, icon }: PageEmptyProps) {
  return (
    <div className={styles.state}>
      <Icon name={icon} size={36} className={styles.icon} />
      <p className={styles.text}>{text}</p>
    </div>
  );
}
