import { getTransactionHistory } from '@generated/api/history/history';
import type { Transaction, TransactionHistoryRequest } from '@generated/api/model';
import { formatDateTime } from '@/shared/format/date-time';
import type { Translate } from '@/shared/i18n/i18n';
import { buildCsv, csvAmount } from './csv';

/** The export asks for the contract's largest page until it has every row of the period. */
export const CSV_PAGE_SIZE = 500;

/** Every row of the filtered period, all pages (not only the one on screen). */
export async function fetchAllTransactions(
  filter: Omit<TransactionHistoryRequest, 'skip' | 'take'>,
): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let skip = 0; ; skip += CSV_PAGE_SIZE) {
    const { data } = await getTransactionHistory({ ...filter, skip, take: CSV_PAGE_SIZE });
    const items = data?.items ?? [];
    rows.push(...items);
    if (items.length < CSV_PAGE_SIZE || rows.length >= (data?.total ?? 0)) return rows;
  }
}

/** The rows as CSV with the page's column headers, in the player's language. */
export function transactionsCsv(rows: readonly Transaction[], t: Translate): string {
  return buildCsv(
    [
      'ID',
      t('history.financial.date'),
      t('history.financial.type'),
      t('history.financial.amount'),
      t('history.financial.method'),
      t('history.financial.status'),
      t('history.financial.note'),
    ],
    rows.map((row) => [
      row.id,
      formatDateTime(row.time),
      t(`history.transactionType.${row.type}`),
      csvAmount(row.amount),
      row.method,
      t(`history.transactionStatus.${row.status}`),
      row.note,
    ]),
  );
}
