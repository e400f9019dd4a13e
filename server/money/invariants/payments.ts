import { sql } from 'kysely';
import { TransactionStatus } from '../../../generated/server/model/transactionStatus.ts';
import { TransactionType } from '../../../generated/server/model/transactionType.ts';
import {
  depositIn,
  withdrawalBack,
  withdrawalOut,
  withdrawalPaid,
} from '../../payments/movements.ts';
import type { AccountRef } from '../ledger.ts';
import { movementsWhere, movesExactly } from './movements.ts';
import { rule } from './rule.ts';

// Deposits and withdrawals against the ledger. Each movement of a payment is a ledger transaction
// whose external id is `payment:<payment id>` (payments/movements.ts), so what a payment's status
// says happened can be read off the ledger:
//
// - A deposit's money comes in once, when its provider confirms it: a Confirmed deposit has
//   exactly one `deposit` transaction (house:cash → the wallet). A deposit in any other status
//   (Pending: waiting for its provider; Cancelled, Rejected: never paid) has none.
// - A withdrawal's money leaves the wallet the moment it is asked for, in the SQL transaction
//   that writes its row: a Pending withdrawal has exactly one `withdrawal` transaction (the
//   wallet → house:withdrawals), where the money waits. Once settled it has that one and the one
//   that settled it: Confirmed, `withdrawal-payout` (house:withdrawals → house:cash); Cancelled
//   by the player, `withdrawal-cancel`, and Rejected, `withdrawal-reject` (house:withdrawals →
//   the wallet). A withdrawal without a status, Merged or Created never became a request of its
//   own and has none.
// - Every such transaction belongs to the payment's player and moves exactly its amount.
const { Deposit, Withdraw } = TransactionType;
const { Confirmed, Pending, Cancelled, Rejected } = TransactionStatus;

/** The ledger transactions each (type, status) requires, by kind; any other pair requires none. */
const REQUIRED: ReadonlyArray<readonly [number, number, readonly string[]]> = [
  [Deposit, Confirmed, ['deposit']],
  [Withdraw, Pending, ['withdrawal']],
  [Withdraw, Confirmed, ['withdrawal', 'withdrawal-payout']],
  [Withdraw, Cancelled, ['withdrawal', 'withdrawal-cancel']],
  [Withdraw, Rejected, ['withdrawal', 'withdrawal-reject']],
];

// The kinds of a payment's ledger transactions, sorted and joined, compared in the "C" collation
// so that SQL and JavaScript sort them alike.
const kindList = (kinds: readonly string[]) => [...kinds].sort().join(',');
const required = sql.join(
  REQUIRED.map(
    ([type, status, kinds]) =>
      sql`(${sql.lit(type)}, ${sql.lit(status)}, ${sql.lit(kindList(kinds))})`,
  ),
);

export const paymentSteps = rule<{
  id: number;
  type: number;
  status: number;
  found: string;
  expected: string;
}>(
  'payments whose ledger transactions are not the ones their status requires',
  sql`
    select p.id, p.type, p.status,
      coalesce(string_agg(t.kind, ',' order by t.kind collate "C"), '') as found,
      coalesce(r.kinds, '') as expected
    from payments p
    left join ledger_transactions t on t.external_id = 'payment:' || p.id
    left join (values ${required}) as r (type, status, kinds)
      on r.type = p.type and r.status = p.status
    group by p.id, r.kinds
    having coalesce(string_agg(t.kind, ',' order by t.kind collate "C"), '')
      <> coalesce(r.kinds, '')`,
  (row) =>
    `payment ${row.id} (${row.type === Deposit ? 'deposit' : 'withdrawal'}, status ` +
    `${row.status}) has ledger transactions [${row.found}], its status requires [${row.expected}]`,
);

// Each kind's movement as payments/movements.ts makes it; `wallet` stands for the player's.
const sample = { id: 0, player_id: 0, cents: 1, method_title: '' };
const at = new Date(0);
const nameOf = (ref: AccountRef) => (typeof ref === 'string' ? ref : 'wallet');
const SHAPES = [
  [Deposit, depositIn(sample, at)],
  [Withdraw, withdrawalOut(sample, at)],
  [Withdraw, withdrawalBack(sample, 'cancel', at)],
  [Withdraw, withdrawalBack(sample, 'reject', at)],
  [Withdraw, withdrawalPaid(sample, at)],
] as const;
const shapes = sql.join(
  SHAPES.map(
    ([type, step]) =>
      sql`(${sql.lit(step.kind)}, ${sql.lit(type)},
        ${sql.lit(nameOf(step.from))}, ${sql.lit(nameOf(step.to))})`,
  ),
);
const endpoint = (column: string) =>
  sql`case ${sql.ref(column)} when 'wallet' then 'wallet:' || p.player_id
    else ${sql.ref(column)} end`;

export const paymentMovements = rule<{
  id: number;
  kind: string;
  payment: string;
  problem: string;
}>(
  'ledger transactions of payments that do not move what their payment says',
  sql`
    select m.id, m.kind, m.external_id as payment, case
      when p.id is null then 'names no payment'
      when s.kind is null then 'is not a step of a ' ||
        case p.type when ${sql.lit(Deposit)} then 'deposit' else 'withdrawal' end
      when m.player_id is distinct from p.player_id then
        'belongs to player ' || coalesce(m.player_id::text, 'none') ||
        ', the payment to player ' || p.player_id
      else 'does not move ' || p.cents || ' cents from ' || ${endpoint('s.source')} ||
        ' to ' || ${endpoint('s.destination')}
    end as problem
    from (${movementsWhere(sql`t.external_id like 'payment:%'`)}) m
    left join payments p on m.external_id = 'payment:' || p.id
    left join (values ${shapes}) as s (kind, type, source, destination)
      on s.kind = m.kind and s.type = p.type
    where p.id is null or s.kind is null or m.player_id is distinct from p.player_id
      or not ${movesExactly('m', sql`p.cents`, endpoint('s.source'), endpoint('s.destination'))}`,
  (row) => `ledger transaction ${row.id} (${row.kind}, ${row.payment}) ${row.problem}`,
);
