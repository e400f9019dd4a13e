-- The player's answer to each reality check of a session (Continue, View game history, Log out):
-- the record that the check was seen and answered. One answer per check, the first kept.
create table reality_check_answers (
  session_id bigint not null references sessions (id),
  checks integer not null check (checks > 0),
  answer text not null check (answer in ('continue', 'history', 'logout')),
  answered_at timestamptz not null,
  primary key (session_id, checks)
);
