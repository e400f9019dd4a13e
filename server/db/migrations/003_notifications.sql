-- A player's notifications (the member area's list and the bell); the hub pushes each new one.
create table notifications (
  id bigserial primary key,
  player_id bigint not null references players (id),
  -- The contract's NotificationType value: a number (1 deposit, 2 withdrawal, 3 win) or a name.
  type text not null,
  title text not null,
  note text not null,
  is_read boolean not null default false,
  created_at timestamptz not null default now()
);
create index notifications_player on notifications (player_id, id desc);
