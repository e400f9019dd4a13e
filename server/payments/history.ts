import { filterTransactions, pageOf, transactionSummary } from '../../domain/history.ts';
import type { TransactionHistory } from '../../generated/server/model/transactionHistory.ts';
import type { TransactionHistoryRequest } from '../../generated/server/model/transactionHistoryRequest.ts';
import type { Db } from '../db/database.ts';
import { transactionOf } from './rows.ts';

// Financial Activities: the player's deposits and withdrawals of the period, newest first, by the
// rules of domain/history.ts (which the mock uses too): the database narrows to the player and the
// period, the shared rules filter, count, total and cut the page. A period is at most 12 months
// (refused before this runs), so the rows of one request stay few.
export async function transactionHistory(
  db: Db,
  playerId: number,
  request: TransactionHistoryRequest,
): Promise<TransactionHistory> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('created_at', '>=', new Date(request.from))
    .where('created_at', '<=', new Date(request.to))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const kept = filterTransactions(rows.map(transactionOf), request);
  return {
    items: pageOf(kept, request.skip, request.take),
    total: kept.length,
    summary: transactionSummary(kept),
  };
}
