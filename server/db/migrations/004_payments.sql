-- Payment methods, the fields of their forms, and the players' deposits and withdrawals. Money
-- itself is never here: it moves in the ledger (002_ledger.sql), each movement of a payment
-- keyed by the payment's id (ledger_transactions.external_id = 'payment:' || payments.id).

-- A method the player can deposit or withdraw through; the id is the contract's PaymentMethod.id.
create table payment_methods (
  id integer primary key,
  -- The contract's TransactionType: 1 deposit, 2 withdrawal.
  type smallint not null check (type in (1, 2)),
  title text not null,
  logo_url text,
  -- The least and the most one payment may be, in cents.
  min_cents bigint not null check (min_cents > 0),
  max_cents bigint not null,
  -- The provider answers a deposit with its payment page (the player opens it in a new tab).
  checkout boolean not null default false,
  position integer not null,
  constraint payment_methods_bounds check (max_cents >= min_cents)
);
create index payment_methods_type on payment_methods (type, position);

-- The fields of a method's form, in the order the form shows them (every field is required).
create table payment_fields (
  method_id integer not null references payment_methods (id),
  position integer not null,
  key text not null,
  mask text,
  object_type text not null
    check (object_type in ('String', 'Int', 'Long', 'Decimal', 'Bool', 'DateTime', 'Dropdown')),
  -- A dropdown's choices, [{ "id": ..., "name": ... }], or null.
  options jsonb,
  primary key (method_id, position),
  unique (method_id, key)
);

-- A deposit or withdrawal and where it stands. What the player typed in the form (card numbers,
-- account numbers) is not kept.
create table payments (
  id bigserial primary key,
  player_id bigint not null references players (id),
  -- The contract's TransactionType: 1 deposit, 2 withdrawal.
  type smallint not null check (type in (1, 2)),
  -- Null for past payments through a method no longer offered; the title stays as it was.
  method_id integer references payment_methods (id),
  method_title text not null,
  cents bigint not null check (cents > 0),
  -- The contract's TransactionStatus (0 none … 6 created); new payments start Pending (2).
  status smallint not null check (status between 0 and 6),
  -- The provider's note (a rejection's reason).
  note text,
  -- The language the payment was asked in: its later notification is written in it.
  locale text not null default 'tr' check (locale in ('tr', 'en')),
  -- SHA-256 of the random reference in the address of the deposit's payment page (never the
  -- reference itself: a copy of the database cannot confirm anything).
  checkout_ref_hash text unique,
  -- When the demo provider confirms a waiting deposit on its own; null: it never does.
  confirm_after timestamptz,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index payments_player on payments (player_id, created_at desc);
create index payments_waiting on payments (confirm_after) where status = 2 and confirm_after is not null;
