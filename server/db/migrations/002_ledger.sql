-- The double-entry ledger. Every movement of money is one ledger transaction whose entries sum
-- to zero (checked by the database when the SQL transaction commits); an account's balance is
-- the sum of its entries, kept on the account row in the same SQL transaction. A player's
-- account can never go below zero: the CHECK refuses it, whatever the code does.
create table accounts (
  id bigserial primary key,
  -- A player's wallet has their id; the house's accounts have none and a code instead.
  player_id bigint references players (id),
  code text not null,
  balance bigint not null default 0,
  constraint accounts_owner check ((player_id is null) <> (code = 'wallet')),
  constraint accounts_player_not_negative check (player_id is null or balance >= 0)
);
create unique index accounts_player_code on accounts (player_id, code) where player_id is not null;
create unique index accounts_house_code on accounts (code) where player_id is null;

insert into accounts (code) values
  ('house:cash'),        -- money that came in through a payment method or went out through one
  ('house:withdrawals'), -- withdrawals asked for and not yet paid out or cancelled
  ('house:games'),       -- stakes taken and wins paid by the games
  ('house:bonus'),       -- bonus money given to players
  ('house:adjustments'); -- opening balances and corrections

create table ledger_transactions (
  id bigserial primary key,
  kind text not null,
  player_id bigint references players (id),
  -- A caller's own id of the movement (a provider's transaction id): applied once.
  external_id text,
  description text,
  created_at timestamptz not null default now()
);
create unique index ledger_transactions_external on ledger_transactions (kind, external_id)
  where external_id is not null;
create index ledger_transactions_player on ledger_transactions (player_id, created_at desc);

create table ledger_entries (
  id bigserial primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references accounts (id),
  amount bigint not null check (amount <> 0)
);
create index ledger_entries_transaction on ledger_entries (transaction_id);
create index ledger_entries_account on ledger_entries (account_id);

create function ledger_transaction_balanced() returns trigger language plpgsql as $$
begin
  if (select coalesce(sum(amount), 0) from ledger_entries where transaction_id = new.transaction_id) <> 0 then
    raise exception 'ledger transaction % does not sum to zero', new.transaction_id
      using errcode = '23514';
  end if;
  return null;
end $$;

create constraint trigger ledger_entries_balanced
  after insert on ledger_entries
  deferrable initially deferred
  for each row execute function ledger_transaction_balanced();
