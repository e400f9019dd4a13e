import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/error-message';
import { PageEmpty, PageError } from '@/shared/ui/page-state';
import styles from './history.module.css';

/** Rows of placeholder the size of a page of history while it loads. */
export function HistorySkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation(['history']);
  return (
    <div className={styles.skeleton} role="status" aria-label={t('history.states.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

/** A history call that failed: the server's message (or why), with a retry. */
export function HistoryError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation(['history']);
  return (
    <PageError
      level={2}
      title={t('history.states.failedTitle')}
      text={errorMessage(error, t)}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** A period without rows. */
export function HistoryEmpty({ text }: { text?: string }) {
  const { t } = useTranslation(['history']);
  return <PageEmpty icon="history" text={text ?? t('history.states.empty')} />;
}
