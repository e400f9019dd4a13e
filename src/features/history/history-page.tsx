import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './history-page.module.css';
import { PeriodControl } from './period-control';
import type { HistoryPaging } from './use-history-query';

export interface HistoryPageProps {
  /** The page's heading, which also names its region. */
  title: string;
  /** Beside the heading: an export, a link to the neighbouring page. */
  action?: ReactNode;
  /** A paged list's period and page: the period control leads the filters. */
  paging?: HistoryPaging;
  /** Filters after the period (the transactions' Type and Status). */
  filters?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every member-area history page shares: a region named by its heading, an action
 * beside the heading, the period and filters, then the page's own content (its results).
 */
export function HistoryPage({ title, action, paging, filters, children }: HistoryPageProps) {
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        {action}
      </div>
      {paging && (
        <div className={styles.filters}>
          <PeriodControl value={paging.period} onChange={paging.setPeriod} now={paging.now} />
          {filters}
        </div>
      )}
      {children}
    </section>
  );
}

export interface HistoryPageLinkProps {
  to: string;
  children: string;
}

/** A history page's action that leads to its neighbour (Bonuses ↔ Claim Bonus). */
export function HistoryPageLink({ to, children }: HistoryPageLinkProps) {
  return (
    <Link to={to} className={styles.headerAction}>
      {children}
    </Link>
  );
}
