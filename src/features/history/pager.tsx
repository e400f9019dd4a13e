import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './pager.module.css';

export interface PagerProps {
  /** Zero-based page shown. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** True while the next page loads: the buttons wait. */
  busy?: boolean;
}

/** Server-side paging: where the rows shown are, and the previous and next pages. */
export function Pager({ page, pageSize, total, onPage, busy = false }: PagerProps) {
  const { t } = useTranslation(['history']);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  const from = page * pageSize + 1;
  const to = Math.min(total, from + pageSize - 1);
  return (
    <nav className={styles.pager} aria-label={t('history.paging.label')}>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page === 0 || busy}
        onClick={() => onPage(page - 1)}
        aria-label={t('history.paging.previous')}
      >
        <Icon name="chevron-left" size={18} />
      </button>
      <p className={styles.pagerText} aria-live="polite">
        {t('history.paging.page', { page: page + 1, pages })}
        <span className={styles.pagerRows}>{t('history.paging.rows', { from, to, total })}</span>
      </p>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page >= pages - 1 || busy}
        onClick={() => onPage(page + 1)}
        aria-label={t('history.paging.next')}
      >
        <Icon name="chevron-right" size={18} />
      </button>
    </nav>
  );
}
