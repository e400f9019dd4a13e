import type { Generated } from 'kysely';

// Rows of migrations/011_rate_limits.sql: one counter per rate-limit rule and subject.
export interface RateLimitTables {
  rate_limits: {
    /** The rule's name in server/abuse/limits.ts (e.g. `loginAccount`). */
    rule: string;
    /** Whom it counts: an account name (lower case), a client address, a phone, a player id. */
    subject: string;
    /** Attempts counted in the current window. */
    hits: number;
    window_ends: Date;
    /** Lockouts in a row: each one is longer than the one before, up to the rule's cap. */
    strikes: Generated<number>;
    locked_until: Date | null;
  };
}
