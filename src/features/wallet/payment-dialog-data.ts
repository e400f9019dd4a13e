import { TransactionType } from '@generated/api/model';

/** What opens a dynamic deposit or withdraw dialog (spec 2.6: id, type, title). */
export interface PaymentDialogData {
  id: number;
  type: TransactionType;
  title: string;
}

export function isPaymentDialogData(value: unknown): value is PaymentDialogData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    Number.isInteger(data.id) &&
    (data.type === TransactionType.Deposit || data.type === TransactionType.Withdraw) &&
    typeof data.title === 'string'
  );
}
