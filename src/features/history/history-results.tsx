import type { ReactNode } from 'react';
import { HistoryList, type Column } from './history-list';
import { HistoryEmpty, HistoryError, HistorySkeleton } from './history-states';
import styles from './history.module.css';
import { Pager } from './pager';
import { HISTORY_PAGE_SIZE } from './use-history-query';

/** What a page's history query tells the results (react-query's own fields). */
export interface HistoryQueryState {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface HistoryResultsProps<Row> {
  query: HistoryQueryState;
  /** The page of rows and the period's count; undefined until the first answer. */
  result: { items: readonly Row[]; total: number } | null | undefined;
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  page: number;
  onPage: (page: number) => void;
  /** Shown above the rows once they are there (a summary, a chart). */
  children?: ReactNode;
}

/**
 * The results of a history page in each of their states: a skeleton while the first page loads,
 * the error with a retry, the empty period, or the rows with paging. While another page loads
 * the last one stays, marked busy.
 */
export function HistoryResults<Row>({
  query,
  result,
  caption,
  columns,
  rowKey,
  page,
  onPage,
  children,
}: HistoryResultsProps<Row>) {
  if (query.isError) {
    return (
      <HistoryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!result) return <HistorySkeleton />;
  return (
    <>
      {children}
      {result.items.length === 0 ? (
        <HistoryEmpty />
      ) : (
        <div className={styles.results} aria-busy={query.isPlaceholderData || undefined}>
          <HistoryList caption={caption} columns={columns} rows={result.items} rowKey={rowKey} />
          <Pager
            page={page}
            pageSize={HISTORY_PAGE_SIZE}
            total={result.total}
            onPage={onPage}
            busy={query.isPlaceholderData}
          />
        </div>
      )}
    </>
  );
}
