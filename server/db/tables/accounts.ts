import type { ColumnType, Generated } from 'kysely';

// Rows of migrations/001_accounts.sql.
export interface AccountTables {
  countries: {
    id: number;
    name: string;
  };
  players: {
    id: Generated<number>;
    username: string;
    password_hash: string;
    usercode: string;
    name: string;
    surname: string;
    email: string;
    phone: string;
    sms_verified: Generated<boolean>;
    /** Read back as a Date (midnight UTC), written as YYYY-MM-DD. */
    birth_date: ColumnType<Date | null, string | null, string | null>;
    country_id: number | null;
    locale: Generated<'tr' | 'en'>;
    trial_bonus_defined: Generated<boolean>;
    created_at: Generated<Date>;
  };
  sessions: {
    id: Generated<number>;
    player_id: number;
    token_hash: string;
    started_at: Generated<Date>;
    last_seen_at: Generated<Date>;
    ended_at: Date | null;
    end_reason: string | null;
    ip: string | null;
    user_agent: string | null;
    device: string | null;
    browser: string | null;
    fingerprint: string | null;
  };
  one_time_codes: {
    id: Generated<number>;
    player_id: number;
    purpose: 'sms' | 'reset';
    /** Where the code went: the phone number (sms) or the e-mail address (reset). */
    recipient: string;
    code_hash: string;
    created_at: Generated<Date>;
    expires_at: Date;
    used_at: Date | null;
    attempts: Generated<number>;
  };
  outbox: {
    id: Generated<number>;
    channel: 'sms' | 'mail';
    recipient: string;
    player_id: number | null;
    body: string;
    created_at: Generated<Date>;
  };
}
