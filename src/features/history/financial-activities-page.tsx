import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTransactionHistory } from '@generated/api/history/history';
import { errorMessage } from '@/shared/http/error-message';
import { showToast } from '@/shared/toast/toast';
import { downloadText } from './csv';
import { DownloadButton } from './download-button';
import { HistoryPage } from './history-page';
import { HistoryResults } from './history-results';
import { SummaryList } from './summary-list';
import { useTransactionColumns } from './transaction-columns';
import { fetchAllTransactions, transactionsCsv } from './transaction-csv';
import {
  EVERY_TRANSACTION,
  TransactionFilters,
  transactionFilter,
  type TransactionChoice,
} from './transaction-filters';
import { pagedQuery, useHistoryPaging } from './use-history-query';

/** /dashboard/financial-activities: the player's deposits and withdrawals, with a CSV export. */
export function FinancialActivitiesPage() {
  const { t } = useTranslation(['common', 'history']);
  const paging = useHistoryPaging();
  const [choice, setChoiceState] = useState<TransactionChoice>(EVERY_TRANSACTION);
  const [exporting, setExporting] = useState(false);
  const filter = transactionFilter(choice, paging.request);
  const query = useGetTransactionHistory({ ...paging.request, ...filter }, { query: pagedQuery });
  const history = query.data?.data;

  const columns = useTransactionColumns();
  // Another Type or Status goes back to the first page, as another period does.
  const setChoice = (next: TransactionChoice) => {
    setChoiceState(next);
    paging.setPage(0);
  };

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
    <HistoryPage
      title={t('routes.financialActivities')}
      action={
        <DownloadButton
          downloading={exporting}
          disabled={!history?.total}
          onDownload={() => void download()}
        />
      }
      paging={paging}
      filters={<TransactionFilters value={choice} onChange={setChoice} />}
    >
      <HistoryResults
        query={query}
        paging={paging}
        caption={t('history.financial.table')}
        columns={columns}
        summary={({ summary }) => (
          <SummaryList
            label={t('history.financial.summary')}
            terms={[
              { label: t('history.financial.deposits'), amount: summary.deposits },
              { label: t('history.financial.withdrawals'), amount: summary.withdrawals },
              { label: t('history.financial.net'), amount: summary.net, signed: true },
            ]}
          />
        )}
      />
    </HistoryPage>
  );
}
