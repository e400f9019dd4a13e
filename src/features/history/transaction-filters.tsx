import { useTranslation } from 'react-i18next';
import {
  TransactionType,
  type TransactionHistoryRequest,
  type TransactionStatus,
} from '@generated/api/model';
import { FilterSelect } from './filter-select';
import { transactionStatuses, transactionTypes } from './statuses';

const ALL = 'all';

/** The transactions' Type and Status as chosen; Status may be every status. */
export interface TransactionChoice {
  type: TransactionType;
  status: TransactionStatus | typeof ALL;
}

export const EVERY_TRANSACTION: TransactionChoice = { type: TransactionType.All, status: ALL };

/** The choice and the period as the transaction history call takes them. */
export function transactionFilter(
  choice: TransactionChoice,
  period: { from: string; to: string },
): Omit<TransactionHistoryRequest, 'skip' | 'take'> {
  return {
    from: period.from,
    to: period.to,
    type: choice.type,
    ...(choice.status === ALL ? {} : { statuses: [choice.status] }),
  };
}

export interface TransactionFiltersProps {
  value: TransactionChoice;
  onChange: (choice: TransactionChoice) => void;
}

/** Financial Activities' Type (the enumeration's number) and Status filters. */
export function TransactionFilters({ value, onChange }: TransactionFiltersProps) {
  const { t } = useTranslation(['history']);
  return (
    <>
      <FilterSelect
        label={t('history.filters.type')}
        value={value.type}
        options={transactionTypes.map((type) => ({
          value: type,
          label: t(`history.transactionType.${type}`),
        }))}
        onChange={(type) => onChange({ ...value, type: Number(type) as TransactionType })}
      />
      <FilterSelect
        label={t('history.filters.status')}
        value={value.status}
        options={[
          { value: ALL, label: t('history.filters.all') },
          ...transactionStatuses.map((status) => ({
            value: status,
            label: t(`history.transactionStatus.${status}`),
          })),
        ]}
        onChange={(status) =>
          onChange({
            ...value,
            status: status === ALL ? ALL : (Number(status) as TransactionStatus),
          })
        }
      />
    </>
  );
}
