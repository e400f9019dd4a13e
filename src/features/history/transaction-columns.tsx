import { useTranslation } from 'react-i18next';
import { TransactionStatus, TransactionType, type Transaction } from '@generated/api/model';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import type { Column } from './history-list';
import styles from './history-list.module.css';
import { StatusBadge } from './status-badge';
import { transactionStatusTone } from './statuses';

/** Financial Activities' columns; a pending withdrawal's row offers to cancel it. */
export function useTransactionColumns(): Column<Transaction>[] {
  const { t } = useTranslation(['history']);
  return [
    { key: 'date', header: t('history.financial.date'), cell: (row) => formatDateTime(row.time) },
    {
      key: 'type',
      header: t('history.financial.type'),
      cell: (row) => t(`history.transactionType.${row.type}`),
    },
    {
      key: 'amount',
      header: t('history.financial.amount'),
      numeric: true,
      cell: (row) => formatMoney(row.amount),
    },
    { key: 'method', header: t('history.financial.method'), cell: (row) => row.method },
    {
      key: 'status',
      header: t('history.financial.status'),
      cell: (row) => (
        <StatusBadge tone={transactionStatusTone[row.status]}>
          {t(`history.transactionStatus.${row.status}`)}
        </StatusBadge>
      ),
    },
    { key: 'note', header: t('history.financial.note'), cell: (row) => row.note ?? '—' },
    {
      key: 'actions',
      header: t('history.financial.actions'),
      cell: (row) =>
        row.type === TransactionType.Withdraw && row.status === TransactionStatus.Pending ? (
          <button
            type="button"
            className={styles.rowAction}
            onClick={() => openDialog('cancelWithdraw', row)}
          >
            {t('history.financial.cancel')}
          </button>
        ) : null,
    },
  ];
}
