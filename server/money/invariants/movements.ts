import { sql, type RawBuilder } from 'kysely';

const accountName = sql`
  case when a.player_id is null then a.code else 'wallet:' || a.player_id end`;

// Each ledger transaction picked by `where` (a condition on `t`, ledger_transactions) as the one
// movement money.move() writes: how many entries it has, its amount, and the accounts the money
// left and reached, named `house:…` or `wallet:<player id>`. A transaction of more than two
// entries has a null source or destination when they disagree, so it matches no expected shape.
export const movementsWhere = (where: RawBuilder<unknown>) => sql`
  select t.id, t.kind, t.player_id, t.external_id, count(*) as entries,
    max(e.amount) as cents,
    case when count(distinct e.account_id) filter (where e.amount < 0) = 1 then
      max(${accountName}) filter (where e.amount < 0) end as source,
    case when count(distinct e.account_id) filter (where e.amount > 0) = 1 then
      max(${accountName}) filter (where e.amount > 0) end as destination
  from ledger_transactions t
  join ledger_entries e on e.transaction_id = t.id
  join accounts a on a.id = e.account_id
  where ${where}
  group by t.id`;

/**
 * The movement `m` moves `cents` from `source` to `destination` (SQL expressions), in two
 * entries. False, never null, when a side is unknown, so `not` of it finds the movement.
 */
export const movesExactly = (
  m: string,
  cents: RawBuilder<unknown>,
  source: RawBuilder<unknown>,
  destination: RawBuilder<unknown>,
) => sql`coalesce(${sql.ref(`${m}.entries`)} = 2 and ${sql.ref(`${m}.cents`)} = ${cents}
  and ${sql.ref(`${m}.source`)} = ${source} and ${sql.ref(`${m}.destination`)} = ${destination},
  false)`;
