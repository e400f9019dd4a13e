-- Bonuses. A definition is what a bonus is worth once given (its name in both languages and
-- its amount); an offer (Claim Bonus page) and a bonus code each give one. A claimed bonus is a
-- row of player_bonuses whose money came through the ledger (house:bonus to the player's wallet)
-- in the same SQL transaction.
create table bonus_definitions (
  id bigserial primary key,
  -- What gives it: 'offer:41', 'code:ROYAL100'.
  key text not null unique,
  name_tr text not null,
  name_en text not null,
  amount_cents bigint not null check (amount_cents >= 0)
);

-- What the Claim Bonus page lists. An offer with a player is that player's alone; an offer
-- without one is everyone's. After expires_at it can no longer be claimed.
create table bonus_offers (
  id bigserial primary key,
  definition_id bigint not null references bonus_definitions (id),
  player_id bigint references players (id),
  title_tr text not null,
  title_en text not null,
  -- HTML; the site sanitizes it before showing it.
  description_tr text not null,
  description_en text not null,
  amount_cents bigint check (amount_cents >= 0),
  percentage numeric(5, 2) check (percentage > 0),
  min_deposit_cents bigint check (min_deposit_cents >= 0),
  expires_at timestamptz,
  constraint bonus_offers_amount_or_percentage check ((amount_cents is null) <> (percentage is null))
);
create index bonus_offers_player on bonus_offers (player_id);

-- The codes a player may type on the Claim Bonus page, kept in capitals: a guess is read
-- without regard to case.
create table bonus_codes (
  id bigserial primary key,
  code text not null unique check (code = upper(code) and code ~ '^[A-Z0-9]{3,20}$'),
  definition_id bigint not null references bonus_definitions (id),
  expires_at timestamptz
);

-- The player's bonuses. Amounts are integer cents; status is the contract's ProcessingStatus
-- (1 Processing, 2 Completed, 3 Cancelled, 4 Expired). The name is kept in both languages as it
-- was when the bonus was given.
create table player_bonuses (
  id bigserial primary key,
  player_id bigint not null references players (id),
  definition_id bigint references bonus_definitions (id),
  offer_id bigint references bonus_offers (id),
  code_id bigint references bonus_codes (id),
  name_tr text not null,
  name_en text not null,
  amount_cents bigint not null check (amount_cents >= 0),
  status smallint not null default 1 check (status between 1 and 4),
  wagered_cents bigint not null default 0 check (wagered_cents >= 0),
  wagering_required_cents bigint not null check (wagering_required_cents >= 0),
  awarded_at timestamptz not null,
  expires_at timestamptz,
  ledger_transaction_id bigint references ledger_transactions (id),
  -- Each offer and each code is claimed once per player, whatever arrives at the same moment.
  constraint player_bonuses_offer_once unique (player_id, offer_id),
  constraint player_bonuses_code_once unique (player_id, code_id)
);
create index player_bonuses_player on player_bonuses (player_id, awarded_at desc);
