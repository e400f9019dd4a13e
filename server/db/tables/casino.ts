import type { Generated } from 'kysely';

// Rows of migrations/005_casino.sql, less the balances 013 dropped. Amounts are integer cents.
export interface CasinoTables {
  games: {
    code: string;
    launch_provider: 'dt' | 'em' | 'amusnet' | 'egt' | 'hub88' | 'softgamings';
    name: string;
    search_name: string;
    provider_name: string;
    main_provider_id: number;
    product_id: number | null;
    system: string | null;
    category_id: number;
    /** Its place in its category's listing; null for a game no listing shows. */
    position: number | null;
    image_url: string | null;
    live: boolean;
  };
  favorites: {
    id: Generated<number>;
    player_id: number;
    game_code: string;
    created_at: Generated<Date>;
  };
  game_sessions: {
    id: Generated<number>;
    player_id: number;
    login_session_id: number;
    game_code: string;
    token_hash: string;
    created_at: Generated<Date>;
    expires_at: Date;
    ended_at: Date | null;
  };
  game_rounds: {
    id: Generated<number>;
    player_id: number;
    game_session_id: number | null;
    game_code: string | null;
    game_name: string;
    provider_name: string;
    live: Generated<boolean>;
    status: 'open' | 'completed' | 'rolled_back';
    stake: number;
    win: Generated<number>;
    round_ref: string | null;
    bet_ref: string | null;
    win_ref: string | null;
    rollback_ref: string | null;
    bet_transaction_id: number;
    win_transaction_id: number | null;
    rollback_transaction_id: number | null;
    bet_at: Date;
    settled_at: Date | null;
  };
}
