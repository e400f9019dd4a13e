import type { Generated } from 'kysely';

// Rows of migrations/002_ledger.sql and 013_ledger_balance_after.sql. Amounts are integer cents.
export interface LedgerTables {
  accounts: {
    id: Generated<number>;
    player_id: number | null;
    code: string;
    balance: Generated<number>;
  };
  ledger_transactions: {
    id: Generated<number>;
    kind: string;
    player_id: number | null;
    external_id: string | null;
    description: string | null;
    created_at: Generated<Date>;
  };
  ledger_entries: {
    id: Generated<number>;
    transaction_id: number;
    account_id: number;
    amount: number;
    /** The account's balance right after this entry (its running sum in time order). */
    balance_after: number;
  };
}
