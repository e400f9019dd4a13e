-- Rate limits: one counter per rule and subject (an account name, a client address, a phone, a
-- player), shared by every server process on this database. `hits` are the attempts counted in
-- the window that ends at `window_ends` (a window starts with its first hit). A rule with a
-- lockout sets `locked_until` when its limit is reached, counts again from zero after it, and
-- remembers in `strikes` how many lockouts came in a row (each is longer, up to a cap) until a
-- whole window passes without one. A row whose window and lockout are both over means nothing
-- and may be deleted at any time (server/abuse/counters.ts prunes them).
create table rate_limits (
  rule text not null,
  subject text not null check (length(subject) between 1 and 200),
  hits integer not null check (hits >= 0),
  window_ends timestamptz not null,
  strikes integer not null default 0 check (strikes >= 0),
  locked_until timestamptz,
  primary key (rule, subject)
);

-- The pruning's search: rows whose window is over.
create index rate_limits_window_ends on rate_limits (window_ends);
