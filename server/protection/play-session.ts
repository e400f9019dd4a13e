import { sql } from 'kysely';
import { playSessionFigures } from '../../domain/reality-check.ts';
import type { PlaySession } from '../../generated/server/model/playSession.ts';
import type { Db } from '../db/database.ts';
import { fromCents } from '../money/ledger.ts';

// A session's figures for the reality check and the session clock: when it started (the
// server's clock) and what the player staked and won since then, from the ledger's bets (less
// the stakes given back by a rollback) and wins on their wallet (domain/reality-check.ts adds
// them up).
export async function playSessionOf(db: Db, sessionId: number): Promise<PlaySession | null> {
  const session = await db
    .selectFrom('sessions')
    .select(['player_id', 'started_at'])
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (!session) return null;
  const sums = await db
    .selectFrom('ledger_transactions')
    .innerJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .select(['ledger_transactions.kind', sql<number>`sum(ledger_entries.amount)`.as('cents')])
    .where('accounts.player_id', '=', session.player_id)
    .where('accounts.code', '=', 'wallet')
    .where('ledger_transactions.kind', 'in', ['bet', 'rollback', 'win'])
    .where('ledger_transactions.created_at', '>=', session.started_at)
    .groupBy('ledger_transactions.kind')
    .execute();
  const loginTime = session.started_at.toISOString();
  const cents = (kind: string) => sums.find((row) => row.kind === kind)?.cents ?? 0;
  // A bet leaves the wallet (a negative entry); a rollback and a win come into it.
  const staked = Math.max(0, -cents('bet') - cents('rollback'));
  const rounds = [
    { kind: 2 as const, amount: fromCents(staked), time: loginTime },
    { kind: 1 as const, amount: fromCents(cents('win')), time: loginTime },
  ];
  return playSessionFigures([{ loginTime, logoutTime: null }], rounds);
}
