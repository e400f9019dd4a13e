import { sql } from 'kysely';
import type { GameHistory } from '../../generated/server/model/gameHistory.ts';
import type { GameHistoryRequest } from '../../generated/server/model/gameHistoryRequest.ts';
import type { Db } from '../db/database.ts';
import { fromCents } from '../money/ledger.ts';

// The player's game history, read from their rounds: each round is a bet line (its stake, the
// balance right after it) and, when it won, a win line (the win, the balance after it). A
// rolled-back round never happened for the player and shows no line. A line's id is the id of
// its ledger transaction, and its balance after is the ledger's: the balance_after of the
// player's wallet entry in that transaction (read for the page's lines only). The rules are
// domain/history.ts's: the period includes both ends, an optional provider keeps its games only,
// the newest line comes first, and the summary and the days (UTC dates, oldest first) count every
// line of the period, not just the page's.

interface LineRow {
  /** The line's ledger transaction (its bet's or its win's). */
  id: number;
  time: Date;
  game: string;
  provider: string;
  kind: 1 | 2;
  amount: number;
  balance_after: number;
}

interface DayRow {
  day: string;
  lines: number;
  bet: number;
  won: number;
}

function linesOf(playerId: number, request: GameHistoryRequest) {
  return sql`(
    select * from (
      select bet_transaction_id as id, bet_at as time, game_name as game,
        provider_name as provider, 2 as kind, stake as amount
      from game_rounds
      where player_id = ${playerId} and status <> 'rolled_back'
      union all
      select win_transaction_id, settled_at, game_name, provider_name, 1, win
      from game_rounds
      where player_id = ${playerId} and status = 'completed' and win > 0
    ) as all_lines
    where time >= ${new Date(request.from)} and time <= ${new Date(request.to)}
    ${request.provider ? sql`and provider = ${request.provider}` : sql``}
  ) as lines`;
}

export async function gameHistory(
  db: Db,
  playerId: number,
  request: GameHistoryRequest,
): Promise<GameHistory> {
  const lines = linesOf(playerId, request);
  const page = await sql<LineRow>`select page.*, entry.balance_after from (
      select * from ${lines}
      order by time desc, id desc limit ${request.take} offset ${request.skip}
    ) as page
    join accounts as wallet on wallet.player_id = ${playerId} and wallet.code = 'wallet'
    join ledger_entries as entry
      on entry.transaction_id = page.id and entry.account_id = wallet.id
    order by time desc, id desc`.execute(db);
  const days = await sql<DayRow>`select to_char(time at time zone 'UTC', 'YYYY-MM-DD') as day,
      count(*) as lines,
      coalesce(sum(amount) filter (where kind = 2), 0) as bet,
      coalesce(sum(amount) filter (where kind = 1), 0) as won
    from ${lines} group by 1 order by 1`.execute(db);
  const totalBet = days.rows.reduce((sum, day) => sum + day.bet, 0);
  const totalWon = days.rows.reduce((sum, day) => sum + day.won, 0);
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      time: row.time.toISOString(),
      game: row.game,
      provider: row.provider,
      kind: row.kind,
      amount: fromCents(row.amount),
      balanceAfter: fromCents(row.balance_after),
    })),
    total: days.rows.reduce((sum, day) => sum + day.lines, 0),
    summary: {
      totalBet: fromCents(totalBet),
      totalWon: fromCents(totalWon),
      net: fromCents(totalWon - totalBet),
    },
    days: days.rows.map((day) => ({ day: day.day, net: fromCents(day.won - day.bet) })),
  };
}
