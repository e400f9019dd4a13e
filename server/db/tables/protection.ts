import type { Generated } from 'kysely';

// Rows of migrations/007_protection.sql. Money amounts are integer cents; the session-time
// limit (kind 4) is in minutes.
export interface ProtectionTables {
  protection_settings: {
    player_id: number;
    reality_check_minutes: Generated<0 | 15 | 30 | 45 | 60>;
    deposit_limit_ever_set: Generated<boolean>;
  };
  player_limits: {
    player_id: number;
    kind: 1 | 2 | 3 | 4;
    period: 1 | 2 | 3;
    amount: number | null;
    pending_amount: number | null;
    pending_at: Date | null;
  };
  limit_changes: {
    id: Generated<number>;
    player_id: number;
    kind: 1 | 2 | 3 | 4;
    period: 1 | 2 | 3;
    amount: number | null;
    previous: number | null;
    effective_at: Date;
    /** 1 applied, 2 waiting for its 24 hours, 3 cancelled. */
    status: 1 | 2 | 3;
    created_at: Date;
  };
  play_blocks: {
    id: Generated<number>;
    player_id: number;
    kind: 'break' | 'exclusion';
    starts_at: Date;
    ends_at: Date;
  };
  limit_alerts: {
    player_id: number;
    tag: string;
    sent_at: Date;
  };
  reality_checks: {
    session_id: number;
    minutes: number;
    checks: number;
    sent_at: Date;
  };
  /** migrations/009_reality_check_answers.sql */
  reality_check_answers: {
    session_id: number;
    checks: number;
    answer: 'continue' | 'history' | 'logout';
    answered_at: Date;
  };
}
