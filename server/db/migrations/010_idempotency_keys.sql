-- Exactly once: the first answer to each (player, operation, Idempotency-Key), written in the same
-- SQL transaction as the work it answers, so a key never exists without its answer and the work
-- never commits without its key. A retried request with the same key gets this answer again; the
-- same key with another body is refused (request_hash differs). `json`, not `jsonb`: the replay is
-- the first answer byte for byte, its keys in their order.
create table idempotency_keys (
  player_id bigint not null references players (id),
  operation text not null,
  key text not null check (length(key) between 1 and 255),
  request_hash text not null,
  status integer not null,
  answer json not null,
  created_at timestamptz not null,
  primary key (player_id, operation, key)
);
