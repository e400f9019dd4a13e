import type { Selectable } from 'kysely';
import type { Transaction } from '../../generated/server/model/transaction.ts';
import type { PaymentsTables } from '../db/tables/payments.ts';
import { fromCents } from '../money/ledger.ts';

// A payment row as the contract's Transaction (Financial Activities).
export type PaymentRow = Selectable<PaymentsTables['payments']>;

export function transactionOf(row: PaymentRow): Transaction {
  return {
    id: row.id,
    time: row.created_at.toISOString(),
    type: row.type,
    amount: fromCents(row.cents),
    method: row.method_title,
    status: row.status,
    note: row.note,
  };
}
