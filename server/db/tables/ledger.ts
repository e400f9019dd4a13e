import type { Generated } from 'kysely';

// Rows of migrations/002_ledger.sql. Amounts are integer cents.
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
  };
}
