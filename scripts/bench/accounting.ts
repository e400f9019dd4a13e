import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import { TransactionType } from '../../generated/server/model/transactionType.ts';
import type { Db } from '../../server/db/database.ts';

// Every success the bench was answered is in the database, and nothing more: each spin answered
// as played is one completed round of a bench player (a bet and its win), no round is left
// open, and each deposit answered as received is one deposit row, confirmed by the provider
// before the server stopped. Answers the mismatches as sentences; none when all is accounted.
export interface Answered {
  usernames: readonly string[];
  spins: number;
  deposits: number;
}

export async function accountFor(db: Db, answered: Answered): Promise<string[]> {
  const players = db
    .selectFrom('players')
    .select('id')
    .where('username', 'in', [...answered.usernames]);
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('player_id', 'in', players)
    .groupBy('status')
    .execute();
  const deposits = await db
    .selectFrom('payments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('player_id', 'in', players)
    .where('type', '=', TransactionType.Deposit)
    .groupBy('status')
    .execute();
  const count = (rows: ReadonlyArray<{ status: unknown; count: number }>, status: unknown) =>
    Number(rows.find((row) => row.status === status)?.count ?? 0);
  const problems: string[] = [];
  const completed = count(rounds, 'completed');
  if (completed !== answered.spins)
    problems.push(`${answered.spins} spins were answered, ${completed} rounds completed`);
  const open = count(rounds, 'open');
  if (open) problems.push(`${open} rounds were left open`);
  const confirmed = count(deposits, TransactionStatus.Confirmed);
  const all = deposits.reduce((sum, row) => sum + Number(row.count), 0);
  if (all !== answered.deposits)
    problems.push(`${answered.deposits} deposits were answered, ${all} were stored`);
  if (confirmed !== all) problems.push(`${all - confirmed} deposits were not confirmed`);
  return problems;
}
