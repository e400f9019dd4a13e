import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/error-message';
import { Icon, type IconName } from './icon';
import styles from './page-state.module.css';
import { RetryButton } from './retry-button';

// The failed and empty states of a page's main content; the page's header and menu stay.

/** What the error state reads of the query that failed (react-query's own fields). */
export interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PageErrorProps {
  title: string;
  /** The title's heading level: 1 where the page has no title of its own. */
  level: 1 | 2;
  /** The title's id, to name the alert by it. */
  titleId?: string;
  /** Its error gives the message (the server's own, else a translated one); Try again refetches. */
  query: FailedQuery;
}

/** A page whose content failed to load, with its message and a way to try again. */
export function PageError({ title, level, titleId, query }: PageErrorProps) {
  const { t } = useTranslation();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.state} role="alert" aria-labelledby={titleId}>
      <Icon name="info" size={36} className={styles.icon} />
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{errorMessage(query.error, t)}</p>
      <RetryButton
        className={styles.retry}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
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
