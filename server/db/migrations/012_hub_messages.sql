-- A hub message too large for a PostgreSQL notification (its payload must stay under 8000
-- bytes): the server that sends it stores it here and notifies the row's id; the other servers
-- read the row. Rows are only needed for moments; the sender deletes those over ten minutes old.
create table hub_messages (
  id bigserial primary key,
  payload text not null,
  created_at timestamptz not null default now()
);
create index hub_messages_created_at on hub_messages (created_at);
