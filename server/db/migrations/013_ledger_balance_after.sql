-- The balance after a movement lives in the ledger, and nowhere else. Money moves only through
-- the ledger (server/money/ledger.ts), so a copy of a player's balance kept beside it (the game
-- rounds kept two) is a second truth that can disagree with the first. Each entry now keeps its
-- account's balance right after it: the running sum of the account's entries ordered by
-- (ledger_transactions.created_at, transaction_id, entry id). A movement writes it under the
-- account's row lock (the balance its UPDATE returned); an import of past movements (seeding)
-- recomputes it for the accounts it touched, as they arrive out of time order.
alter table ledger_entries add column balance_after bigint;

-- The entries already there: each one's running sum in that order.
update ledger_entries as entry
set balance_after = running.balance_after
from (
  select e.id,
    sum(e.amount) over (
      partition by e.account_id
      order by t.created_at, e.transaction_id, e.id
      rows between unbounded preceding and current row
    ) as balance_after
  from ledger_entries e
  join ledger_transactions t on t.id = e.transaction_id
) as running
where running.id = entry.id;

alter table ledger_entries alter column balance_after set not null;

-- The game history reads a line's balance after from the player's wallet entry of the line's
-- ledger transaction; a repeated wallet call answers the balance as it is now.
alter table game_rounds drop column balance_after_bet, drop column balance_after_settle;
