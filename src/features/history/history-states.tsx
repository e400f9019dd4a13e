import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageEmpty, PageError } from '@/shared/ui/page-state';
import styles from './history-states.module.css';

/** What a page's query tells its states (react-query's own fields over a generated envelope). */
export interface HistoryQuery<Data> {
  data: { data?: Data | null } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface HistoryStatesProps<Data> {
  query: HistoryQuery<Data>;
  /** Placeholder rows while the first answer loads. */
  skeletonRows?: number;
  /** What the page shows once the answer is there. */
  children: (data: Data) => ReactNode;
}

/** A history call's states: a skeleton until the first answer, the error with a retry, the data. */
export function HistoryStates<Data>({ query, skeletonRows, children }: HistoryStatesProps<Data>) {
  const { t } = useTranslation(['history']);
  const data = query.data?.data;
  if (query.isError) {
    return <PageError level={2} title={t('history.states.failedTitle')} query={query} />;
  }
  if (data === undefined || data === null) return <HistorySkeleton rows={skeletonRows} />;
  return children(data);
}

interface HistorySkeletonProps {
  rows?: number | undefined;
}

/** Rows of placeholder the size of a page of history while it loads. */
function HistorySkeleton({ rows = 6 }: HistorySkeletonProps) {
  const { t } = useTranslation(['history']);
  return (
    <div className={styles.skeleton} role="status" aria-label={t('history.states.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

export interface HistoryEmptyProps {
  text?: string;
}

/** A period without rows. */
export function HistoryEmpty({ text }: HistoryEmptyProps) {
  const { t } = useTranslation(['history']);
  return <PageEmpty icon="history" text={text ?? t('history.states.empty')} />;
}
