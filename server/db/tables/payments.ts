import type { ColumnType, Generated } from 'kysely';
import type { PaymentObjectType } from '../../../generated/server/model/paymentObjectType.ts';
import type { PaymentOption } from '../../../generated/server/model/paymentOption.ts';
import type { TransactionStatus } from '../../../generated/server/model/transactionStatus.ts';

// Rows of migrations/004_payments.sql. Amounts are integer cents.
type Direction = 1 | 2;

export interface PaymentsTables {
  payment_methods: {
    id: number;
    type: Direction;
    title: string;
    logo_url: string | null;
    min_cents: number;
    max_cents: number;
    checkout: Generated<boolean>;
    position: number;
  };
  payment_fields: {
    method_id: number;
    position: number;
    key: string;
    mask: string | null;
    object_type: PaymentObjectType;
    /** Read as the parsed list; written as its JSON text (both drivers take that for jsonb). */
    options: ColumnType<PaymentOption[] | null, string | null, string | null>;
  };
  payments: {
    id: Generated<number>;
    player_id: number;
    type: Direction;
    method_id: number | null;
    method_title: string;
    cents: number;
    status: TransactionStatus;
    note: string | null;
    locale: Generated<'tr' | 'en'>;
    checkout_ref_hash: string | null;
    confirm_after: Date | null;
    created_at: Generated<Date>;
    settled_at: Date | null;
  };
}
