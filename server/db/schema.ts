import type { AccountTables } from './tables/accounts.ts';
import type { BonusTables } from './tables/bonus.ts';
import type { CasinoTables } from './tables/casino.ts';
import type { ContentTables } from './tables/content.ts';
import type { CustomerTables } from './tables/customer.ts';
import type { IdempotencyTables } from './tables/idempotency.ts';
import type { LedgerTables } from './tables/ledger.ts';
import type { PaymentsTables } from './tables/payments.ts';
import type { ProtectionTables } from './tables/protection.ts';
import type { RateLimitTables } from './tables/rate-limits.ts';

// The whole database as Kysely sees it: each domain declares its own tables beside its migration.
export interface Database
  extends
    AccountTables,
    LedgerTables,
    PaymentsTables,
    CasinoTables,
    BonusTables,
    ProtectionTables,
    ContentTables,
    CustomerTables,
    IdempotencyTables,
    RateLimitTables {}
