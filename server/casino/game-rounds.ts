import type { Selectable, Transaction } from 'kysely';
import { recordWager } from '../bonus/wagering.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { CasinoTables } from '../db/tables/casino.ts';
import { balanceOf, move } from '../money/ledger.ts';
import type { GameSession } from './game-sessions.ts';

// The wallet's book of game rounds: one `game_rounds` row per round, opened by its bet (the stake
// moves from the wallet to the house's games account) and settled once, by its win (paid back
// from the house; nothing moves for 0) or by the rollback of its stake. Every movement carries
// the provider's transaction id as its external id, and the row names its ledger transactions.
// It keeps no balance: the balance after each movement is its wallet entry's in the ledger
// (ledger_entries.balance_after), which the game history reads.
export type RoundRow = Selectable<CasinoTables['game_rounds']>;
type Trx = Transaction<Database>;

const EXTERNAL_PREFIX = 'demo-games:';

/** The round one of the provider's ids names: its round id, or a bet's, win's or rollback's. */
export async function roundBy(
  db: Db,
  column: 'bet_ref' | 'win_ref' | 'rollback_ref' | 'round_ref',
  ref: string,
): Promise<RoundRow | null> {
  const row = await db
    .selectFrom('game_rounds')
    .selectAll()
    .where(column, '=', ref)
    .executeTakeFirst();
  return row ?? null;
}

/** The round again, locked for this SQL transaction, if it is still open. */
export async function lockOpen(trx: Trx, roundId: number): Promise<RoundRow | null> {
  const row = await trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('id', '=', roundId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export interface OpeningBet {
  session: GameSession;
  game: { name: string; provider_name: string; live: boolean };
  /** The provider's ids of the bet and of its round. */
  betRef: string;
  roundRef: string;
  cents: number;
  at: Date;
}

/** Takes the stake, counts it towards wagering and opens the round; answers the balance after. */
export async function openRound(trx: Trx, bet: OpeningBet): Promise<number> {
  const { session, game } = bet;
  const playerId = session.playerId;
  const { transactionId, walletAfter } = await move(trx, {
    kind: 'bet',
    playerId,
    from: { wallet: playerId },
    to: 'house:games',
    cents: bet.cents,
    externalId: `${EXTERNAL_PREFIX}${bet.betRef}`,
    description: `${game.name} (${game.provider_name})`,
    at: bet.at,
  });
  await recordWager(trx, playerId, bet.cents, bet.at);
  await trx
    .insertInto('game_rounds')
    .values({
      player_id: playerId,
      game_session_id: session.id,
      game_code: session.gameCode,
      game_name: game.name,
      provider_name: game.provider_name,
      live: game.live,
      status: 'open',
      stake: bet.cents,
      round_ref: bet.roundRef,
      bet_ref: bet.betRef,
      bet_transaction_id: transactionId,
      bet_at: bet.at,
    })
    .execute();
  return walletAfter ?? balanceOf(trx, playerId);
}

/** One of the provider's calls that settles a round: its id, the time, and a win's amount. */
export interface Settlement {
  ref: string;
  at: Date;
}

/** Pays the round's win and closes it; answers the balance after. */
export async function completeRound(
  trx: Trx,
  round: RoundRow,
  win: Settlement & { cents: number },
): Promise<number> {
  const paid =
    win.cents > 0
      ? await move(trx, {
          kind: 'win',
          playerId: round.player_id,
          from: 'house:games',
          to: { wallet: round.player_id },
          cents: win.cents,
          externalId: `${EXTERNAL_PREFIX}${win.ref}`,
          description: `${round.game_name} (${round.provider_name})`,
          at: win.at,
        })
      : null;
  await trx
    .updateTable('game_rounds')
    .set({
      status: 'completed',
      win: win.cents,
      win_ref: win.ref,
      win_transaction_id: paid?.transactionId ?? null,
      settled_at: win.at,
    })
    .where('id', '=', round.id)
    .execute();
  // No win moves nothing: the balance is the wallet's as it is.
  return paid?.walletAfter ?? balanceOf(trx, round.player_id);
}

/** Gives the round's stake back and closes it; answers the balance after. */
export async function rollBackRound(
  trx: Trx,
  round: RoundRow,
  rollback: Settlement,
): Promise<number> {
  const { transactionId, walletAfter } = await move(trx, {
    kind: 'rollback',
    playerId: round.player_id,
    from: 'house:games',
    to: { wallet: round.player_id },
    cents: round.stake,
    externalId: `${EXTERNAL_PREFIX}${rollback.ref}`,
    description: `${round.game_name} (${round.provider_name})`,
    at: rollback.at,
  });
  await trx
    .updateTable('game_rounds')
    .set({
      status: 'rolled_back',
      rollback_ref: rollback.ref,
      rollback_transaction_id: transactionId,
      settled_at: rollback.at,
    })
    .where('id', '=', round.id)
    .execute();
  return walletAfter ?? balanceOf(trx, round.player_id);
}
