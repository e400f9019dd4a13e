-- The casino: its games, each player's favourites, the game sessions a launch opens and the
-- rounds played in them. Money never lives here: a round names the ledger transactions of its
-- stake and win; amounts are integer cents.

-- Every game the site lists, and the few it opens from elsewhere (a menu's game): those have no
-- position and appear in no listing and no search.
create table games (
  code text primary key,
  launch_provider text not null
    check (launch_provider in ('dt', 'em', 'amusnet', 'egt', 'hub88', 'softgamings')),
  name text not null,
  -- The name as the search compares it: lower case by the Turkish rules (I → ı, İ → i).
  search_name text not null,
  provider_name text not null,
  main_provider_id integer not null,
  product_id integer,
  system text,
  category_id integer not null,
  position integer,
  image_url text,
  -- A live-casino game (the live search and the live winners).
  live boolean not null
);
-- Listings and the search read a category's games in this order (the search scans the names:
-- some ten thousand short rows).
create unique index games_listing on games (category_id, position) where position is not null;

create table favorites (
  id bigserial primary key,
  player_id bigint not null references players (id),
  game_code text not null references games (code),
  created_at timestamptz not null default now(),
  unique (player_id, game_code)
);

-- A launch's game session, as a provider's wallet keeps it: a random token (only its SHA-256 is
-- stored) bound to the player, the login session it was launched from and the game. Bets need a
-- live one: not ended (a new launch of the same game ends the previous one), not expired, and
-- its login session still open (logging out ends play).
create table game_sessions (
  id bigserial primary key,
  player_id bigint not null references players (id),
  login_session_id bigint not null references sessions (id),
  game_code text not null references games (code),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz
);
create index game_sessions_player on game_sessions (player_id, game_code) where ended_at is null;

-- One round of a game: its stake taken, then its win paid (0 for none) or its stake returned by a
-- rollback. The provider's ids of the round and of each of its transactions are kept so that a
-- repeated call is answered with its first result and moves nothing. Rounds of the seeded
-- history have no game session, no provider ids, and may name a game the catalogue lacks.
create table game_rounds (
  id bigserial primary key,
  player_id bigint not null references players (id),
  game_session_id bigint references game_sessions (id),
  game_code text references games (code),
  -- As the game history shows them (the game's name and studio when it was played).
  game_name text not null,
  provider_name text not null,
  live boolean not null default false,
  status text not null check (status in ('open', 'completed', 'rolled_back')),
  stake bigint not null check (stake > 0),
  win bigint not null default 0 check (win >= 0),
  round_ref text unique,
  bet_ref text unique,
  win_ref text unique,
  rollback_ref text unique,
  bet_transaction_id bigint not null references ledger_transactions (id),
  win_transaction_id bigint references ledger_transactions (id),
  rollback_transaction_id bigint references ledger_transactions (id),
  -- The wallet's balance right after the stake was taken, and after the round was settled (its
  -- win paid or its stake returned): the game history shows them.
  balance_after_bet bigint not null,
  balance_after_settle bigint,
  bet_at timestamptz not null,
  settled_at timestamptz
);
create index game_rounds_player on game_rounds (player_id, bet_at desc);
create index game_rounds_wins on game_rounds (settled_at desc) where win > 0;
