import { sql } from 'kysely';
import { movementsWhere, movesExactly } from './movements.ts';
import { rule } from './rule.ts';

// Game rounds against the ledger (casino/wallet.ts). A round's stake left the wallet in one `bet`
// transaction (the wallet → house:games, the stake); an open round has nothing more; a completed
// round that won has one `win` transaction (house:games → the wallet, the win) and one that won
// nothing has none; a rolled-back round has one `rollback` transaction that returned the stake
// (house:games → the wallet) and no win. A call of the game provider names its own transaction
// id: the ledger transaction it made has the external id `demo-games:<that id>` (the wallet's
// prefix), so a round's bet, win and rollback ids each name exactly the ledger transaction the
// round keeps. Every bet, win and rollback transaction is kept by exactly one round, as its kind.
const PROVIDER_PREFIX = 'demo-games:';
const wallet = sql`'wallet:' || r.player_id`;
const games = sql.lit('house:games');
const providerId = (column: string) => sql`${sql.lit(PROVIDER_PREFIX)} || ${sql.ref(column)}`;

export const roundMovements = rule<{ id: number; status: string; problem: string }>(
  'game rounds that do not match their ledger transactions',
  sql`
    with m as materialized (${movementsWhere(sql`t.kind in ('bet', 'win', 'rollback')`)})
    select * from (
      select r.id, r.status, case
        when b.id is null or b.kind <> 'bet' then
          'its stake transaction ' || r.bet_transaction_id || ' is not a bet'
        when not ${movesExactly('b', sql`r.stake`, wallet, games)} then
          'its bet transaction ' || b.id || ' does not move its stake of ' || r.stake ||
          ' cents from ' || ${wallet} || ' to house:games'
        when r.bet_ref is not null
            and b.external_id is distinct from ${providerId('r.bet_ref')} then
          'its bet transaction ' || b.id || ' is not the one of its bet id ' || r.bet_ref
        when r.status = 'open' and (r.win_transaction_id is not null
            or r.rollback_transaction_id is not null) then
          'it is open but has a win or a rollback transaction'
        when r.status = 'completed' and r.rollback_transaction_id is not null then
          'it is completed but has a rollback transaction'
        when r.status = 'completed' and r.win > 0 and r.win_transaction_id is null then
          'it won ' || r.win || ' cents and has no win transaction'
        when r.status = 'completed' and r.win = 0 and r.win_transaction_id is not null then
          'it won nothing but has a win transaction'
        when r.status = 'completed' and r.win > 0
            and (w.id is null or w.kind <> 'win'
              or not ${movesExactly('w', sql`r.win`, games, wallet)}) then
          'its win transaction ' || r.win_transaction_id || ' does not pay its win of ' || r.win ||
          ' cents from house:games to ' || ${wallet}
        when r.status = 'completed' and r.win > 0 and r.win_ref is not null
            and w.external_id is distinct from ${providerId('r.win_ref')} then
          'its win transaction ' || w.id || ' is not the one of its win id ' || r.win_ref
        when r.status = 'rolled_back' and r.win_transaction_id is not null then
          'it is rolled back but has a win transaction'
        when r.status = 'rolled_back' and (rb.id is null or rb.kind <> 'rollback'
            or not ${movesExactly('rb', sql`r.stake`, games, wallet)}) then
          'its rollback transaction ' || coalesce(r.rollback_transaction_id::text, '(none)') ||
          ' does not return its stake of ' || r.stake || ' cents to ' || ${wallet}
        when r.status = 'rolled_back' and r.rollback_ref is not null
            and rb.external_id is distinct from ${providerId('r.rollback_ref')} then
          'its rollback transaction ' || rb.id || ' is not the one of its rollback id ' ||
          r.rollback_ref
      end as problem
      from game_rounds r
      left join m b on b.id = r.bet_transaction_id
      left join m w on w.id = r.win_transaction_id
      left join m rb on rb.id = r.rollback_transaction_id
    ) checked
    where problem is not null`,
  (row) => `game round ${row.id} (${row.status}): ${row.problem}`,
);

export const roundTransactions = rule<{
  id: number;
  kind: string;
  external_id: string | null;
  rounds: number;
  kept_as: string | null;
}>(
  'bet, win and rollback transactions not kept by exactly one round',
  sql`
    with kept as (
      select bet_transaction_id as transaction_id, 'bet' as kind, id as round from game_rounds
      union all
      select win_transaction_id, 'win', id from game_rounds where win_transaction_id is not null
      union all
      select rollback_transaction_id, 'rollback', id from game_rounds
      where rollback_transaction_id is not null)
    select t.id, t.kind, t.external_id, count(k.round) as rounds,
      string_agg(k.kind || ' of round ' || k.round, ', ' order by k.round) as kept_as
    from ledger_transactions t left join kept k on k.transaction_id = t.id
    where t.kind in ('bet', 'win', 'rollback')
    group by t.id
    having count(k.round) <> 1 or bool_or(k.kind <> t.kind)`,
  (row) =>
    `ledger transaction ${row.id} (${row.kind}${row.external_id ? `, ${row.external_id}` : ''}) ` +
    (Number(row.rounds) === 0 ? 'is kept by no game round' : `is kept as ${row.kept_as}`),
);
