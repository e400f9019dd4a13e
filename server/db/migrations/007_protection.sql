-- Player protection: the limits a player sets on themselves, their changes, the reality-check
-- interval, breaks and self-exclusions, and what was already announced (limit alerts, reality
-- checks) so that each goes once. What a limit counts is not kept here: it is read from the
-- ledger and the sessions each time, so it can never drift from the money that really moved.

-- One row per player who ever touched their protection settings; a player without one has the
-- defaults (no reality check, never set a deposit limit). Its row is also what a change of the
-- player's limits locks, so two changes of the same player run one after the other.
create table protection_settings (
  player_id bigint primary key references players (id),
  reality_check_minutes integer not null default 0
    check (reality_check_minutes in (0, 15, 30, 45, 60)),
  deposit_limit_ever_set boolean not null default false
);

-- A limit: kind 1 deposit, 2 loss, 3 wager (amounts in cents), 4 session time (minutes, daily
-- only); period 1 day, 2 week, 3 month. `amount` is the limit in force (null: none). A raise or a
-- removal waits 24 hours: `pending_at` is when it takes effect and `pending_amount` what it sets
-- (null with a `pending_at`: the limit goes).
create table player_limits (
  player_id bigint not null references players (id),
  kind smallint not null check (kind between 1 and 4),
  period smallint not null check (period between 1 and 3),
  amount bigint check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_at timestamptz,
  primary key (player_id, kind, period),
  constraint player_limits_session_daily check (kind <> 4 or period = 1),
  constraint player_limits_pending_has_time check (pending_amount is null or pending_at is not null)
);

-- Every change a player asked for, for their history: status 1 applied, 2 waiting for its 24
-- hours, 3 cancelled (by the player, or replaced by a newer request before it took effect).
create table limit_changes (
  id bigserial primary key,
  player_id bigint not null references players (id),
  kind smallint not null check (kind between 1 and 4),
  period smallint not null check (period between 1 and 3),
  amount bigint,
  previous bigint,
  effective_at timestamptz not null,
  status smallint not null check (status in (1, 2, 3)),
  created_at timestamptz not null
);
create index limit_changes_player on limit_changes (player_id, id desc);

-- A break or a self-exclusion: no login, no play, no deposit until `ends_at`. Neither can be
-- shortened, so rows are only ever added.
create table play_blocks (
  id bigserial primary key,
  player_id bigint not null references players (id),
  kind text not null check (kind in ('break', 'exclusion')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  constraint play_blocks_ends_after_start check (ends_at > starts_at)
);
create index play_blocks_player on play_blocks (player_id, ends_at desc);

-- The 80 % and 100 % limit alerts already sent, named by limit, period start and percent: the
-- primary key lets each go once even when two bets settle at the same moment.
create table limit_alerts (
  player_id bigint not null references players (id),
  tag text not null,
  sent_at timestamptz not null,
  primary key (player_id, tag)
);

-- The last reality check pushed for a session: how many intervals (of `minutes`) had passed
-- then. The next one goes when one more interval has passed.
create table reality_checks (
  session_id bigint primary key references sessions (id),
  minutes integer not null check (minutes > 0),
  checks integer not null check (checks > 0),
  sent_at timestamptz not null
);
