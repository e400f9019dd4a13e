-- Players, their sessions and the one-time codes sent to them. No secret is stored in clear:
-- passwords are argon2id hashes, session tokens SHA-256 hashes, codes HMACs under the server's
-- secret.

-- The countries the registration form offers (the form preselects Türkiye).
create table countries (
  id integer primary key,
  name text not null
);

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
  country_id integer references countries (id),
  locale text not null default 'tr' check (locale in ('tr', 'en')),
  trial_bonus_defined boolean not null default false,
  created_at timestamptz not null default now()
);
-- User names are unique whatever their case (Demo and demo are one player).
create unique index players_username_key on players (lower(username));

-- One row per login. The device and browser are read from the User-Agent when the session
-- opens (the session history shows them); an ended session's token no longer opens anything.
create table sessions (
  id bigserial primary key,
  player_id bigint not null references players (id),
  token_hash text not null unique,
  started_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text,
  ip text,
  user_agent text,
  device text,
  browser text,
  fingerprint text
);
create index sessions_player on sessions (player_id, started_at desc);

-- SMS and password-reset codes: random, single use, expiring, a few guesses each. Only the
-- newest code of a purpose counts; `recipient` is where it went (the phone an SMS code verifies).
create table one_time_codes (
  id bigserial primary key,
  player_id bigint not null references players (id),
  purpose text not null check (purpose in ('sms', 'reset')),
  recipient text not null,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts integer not null default 0
);
create index one_time_codes_player on one_time_codes (player_id, purpose, id desc);

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
create index outbox_newest on outbox (id desc);
