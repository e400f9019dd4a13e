-- Players, their sessions and the one-time codes sent to them. No secret is stored in clear:
-- passwords are argon2id hashes, session tokens and codes are SHA-256 hashes.
create table players (
  id bigserial primary key,
  username text not null,
  password_hash text not null,
  usercode text not null unique,
  name text not null,
  surname text not null,
  email text not null,
  phone text not null,
  sms_verified boolean not null default false,
  birth_date date,
  country_id integer,
  locale text not null default 'tr' check (locale in ('tr', 'en')),
  trial_bonus_defined boolean not null default false,
  created_at timestamptz not null default now()
);
-- User names are unique whatever their case (Demo and demo are one player).
create unique index players_username_key on players (lower(username));

create table sessions (
  id bigserial primary key,
  player_id bigint not null references players (id),
  token_hash text not null unique,
  started_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text,
  ip text,
  device text,
  fingerprint text
);
create index sessions_player on sessions (player_id, started_at desc);

-- SMS and password-reset codes: random, single use, expiring, a few guesses each.
create table one_time_codes (
  id bigserial primary key,
  player_id bigint not null references players (id),
  purpose text not null check (purpose in ('sms', 'reset', 'reset-confirmed')),
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts integer not null default 0
);
create index one_time_codes_player on one_time_codes (player_id, purpose);

-- What the server would have sent by SMS or mail when no provider is configured (development
-- and tests read it; production mode keeps nothing here).
create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'mail')),
  recipient text not null,
  player_id bigint references players (id),
  body text not null,
  created_at timestamptz not null default now()
);
