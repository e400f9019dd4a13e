import type { ReactNode } from 'react';
import { HistoryList, type Column } from './history-list';
import styles from './history-list.module.css';
import { HistoryEmpty, HistoryStates, type HistoryQuery } from './history-states';
import { Pager } from './pager';
import { HISTORY_PAGE_SIZE, type HistoryPaging } from './use-history-query';

/** One page of a period's rows and the period's count, as the history calls answer. */
export interface HistoryPageOf<Row> {
  items: readonly Row[];
  total: number;
}

export interface HistoryResultsProps<Row extends { id: string | number }, Data> {
  query: HistoryQuery<Data>;
  paging: HistoryPaging;
  /** The table's caption and the card list's name ("Transactions"). */
  caption: string;
  columns: readonly Column<Row>[];
  /** Shown above the rows once the period is there (its totals, a chart). */
  summary?: (data: Data) => ReactNode;
}

/**
 * The results of a paged history page in each of their states: a skeleton while the first page
 * loads, the error with a retry, the empty period, or the rows with paging. While another page
 * loads the last one stays, marked busy.
 */
export function HistoryResults<
  Row extends { id: string | number },
  Data extends HistoryPageOf<Row>,
>({ query, paging, caption, columns, summary }: HistoryResultsProps<Row, Data>) {
  return (
    <HistoryStates query={query}>
      {(data) => (
        <>
          {summary?.(data)}
          {data.items.length === 0 ? (
            <HistoryEmpty />
          ) : (
            <div className={styles.results} aria-busy={query.isPlaceholderData || undefined}>
              <HistoryList caption={caption} columns={columns} rows={data.items} />
              <Pager
                page={paging.page}
                pageSize={HISTORY_PAGE_SIZE}
                total={data.total}
                onPage={paging.setPage}
                busy={query.isPlaceholderData}
              />
            </div>
          )}
        </>
      )}
    </HistoryStates>
  );
}
