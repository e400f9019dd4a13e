import type { Generated } from 'kysely';

// Rows of migrations/006_bonus.sql. Amounts are integer cents.
export interface BonusTables {
  bonus_definitions: {
    id: Generated<number>;
    key: string;
    name_tr: string;
    name_en: string;
    amount_cents: number;
  };
  bonus_offers: {
    id: Generated<number>;
    definition_id: number;
    player_id: number | null;
    title_tr: string;
    title_en: string;
    description_tr: string;
    description_en: string;
    amount_cents: number | null;
    percentage: number | null;
    min_deposit_cents: number | null;
    expires_at: Date | null;
  };
  bonus_codes: {
    id: Generated<number>;
    code: string;
    definition_id: number;
    expires_at: Date | null;
  };
  player_bonuses: {
    id: Generated<number>;
    player_id: number;
    definition_id: number | null;
    offer_id: number | null;
    code_id: number | null;
    name_tr: string;
    name_en: string;
    amount_cents: number;
    /** The contract's ProcessingStatus: 1 Processing, 2 Completed, 3 Cancelled, 4 Expired. */
    status: Generated<1 | 2 | 3 | 4>;
    wagered_cents: Generated<number>;
    wagering_required_cents: number;
    awarded_at: Date;
    expires_at: Date | null;
    ledger_transaction_id: number | null;
  };
}
