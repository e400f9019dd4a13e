import type { Generated } from 'kysely';

// Rows of migrations/001_accounts.sql.
export interface AccountTables {
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
    birth_date: string | null;
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
    device: string | null;
    fingerprint: string | null;
  };
  one_time_codes: {
    id: Generated<number>;
    player_id: number;
    purpose: 'sms' | 'reset' | 'reset-confirmed';
    code_hash: string;
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
