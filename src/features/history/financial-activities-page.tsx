import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTransactionHistory } from '@generated/api/history/history';
import {
  TransactionStatus,
  TransactionType,
  type Transaction,
  type TransactionHistoryRequest,
} from '@generated/api/model';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { errorMessage } from '@/shared/http/error-message';
import { showToast } from '@/shared/toast/toast';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import { downloadText } from './csv';
import type { Column } from './history-list';
import { HistoryResults } from './history-results';
import styles from './history.module.css';
import { PeriodControl } from './period-control';
import { StatusBadge } from './status-badge';
import { transactionStatuses, transactionStatusTone, transactionTypes } from './statuses';
import { SummaryList } from './summary-list';
import { fetchAllTransactions, transactionsCsv } from './transaction-csv';
import { pagedQuery, useHistoryPaging } from './use-history-query';

const ALL = 'all';

/** /dashboard/financial-activities: the player's deposits and withdrawals (issue: member area). */
export function FinancialActivitiesPage() {
  const { t } = useTranslation(['common', 'history']);
  const id = useId();
  const paging = useHistoryPaging();
  const [type, setType] = useState<TransactionType>(TransactionType.All);
  const [status, setStatus] = useState<TransactionStatus | typeof ALL>(ALL);
  const [exporting, setExporting] = useState(false);
  const filter: Omit<TransactionHistoryRequest, 'skip' | 'take'> = {
    from: paging.request.from,
    to: paging.request.to,
    type,
    ...(status === ALL ? {} : { statuses: [status] }),
  };
  const query = useGetTransactionHistory({ ...paging.request, ...filter }, { query: pagedQuery });
  const history = query.data?.data;

  const columns: Column<Transaction>[] = [
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

  async function download() {
    setExporting(true);
    try {
      const rows = await fetchAllTransactions(filter);
      const from = paging.request.from.slice(0, 10);
      const to = paging.request.to.slice(0, 10);
      downloadText(
        transactionsCsv(rows, t),
        `${t('history.financial.fileName')}-${from}-${to}.csv`,
      );
    } catch (error) {
      void showToast.error(`${t('history.financial.downloadFailed')} ${errorMessage(error, t)}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('routes.financialActivities')}
        </h1>
        <button
          type="button"
          className={styles.download}
          onClick={() => void download()}
          disabled={exporting || !history?.total}
          aria-busy={exporting || undefined}
        >
          <Icon name="download" size={16} />
          {exporting ? t('history.financial.downloading') : t('history.financial.download')}
        </button>
      </div>

      <div className={styles.filters}>
        <PeriodControl value={paging.period} onChange={paging.setPeriod} now={paging.now} />
        <div className={styles.filter}>
          <label htmlFor={`${id}-type`}>{t('history.filters.type')}</label>
          <select
            id={`${id}-type`}
            className={styles.select}
            value={type}
            onChange={(event) => {
              setType(Number(event.target.value) as TransactionType);
              paging.setPage(0);
            }}
          >
            {transactionTypes.map((value) => (
              <option key={value} value={value}>
                {t(`history.transactionType.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-status`}>{t('history.filters.status')}</label>
          <select
            id={`${id}-status`}
            className={styles.select}
            value={status}
            onChange={(event) => {
              const { value } = event.target;
              setStatus(value === ALL ? ALL : (Number(value) as TransactionStatus));
              paging.setPage(0);
            }}
          >
            <option value={ALL}>{t('history.filters.all')}</option>
            {transactionStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`history.transactionStatus.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <HistoryResults
        query={query}
        result={history}
        caption={t('history.financial.table')}
        columns={columns}
        rowKey={(row) => row.id}
        page={paging.page}
        onPage={paging.setPage}
      >
        {history && <SummaryOf history={history.summary} />}
      </HistoryResults>
    </section>
  );
}

function SummaryOf({
  history,
}: {
  history: { deposits: number; withdrawals: number; net: number };
}) {
  const { t } = useTranslation(['history']);
  return (
    <SummaryList
      label={t('history.financial.summary')}
      terms={[
        { label: t('history.financial.deposits'), amount: history.deposits },
        { label: t('history.financial.withdrawals'), amount: history.withdrawals },
        { label: t('history.financial.net'), amount: history.net, signed: true },
      ]}
    />
  );
}
