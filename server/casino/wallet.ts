import { transact } from '../db/transact.ts';
import { balanceOf, InsufficientFunds } from '../money/ledger.ts';
import { afterSpend, checkSpend, type Refusal } from '../protection/guard.ts';
import type { Services } from '../services.ts';
import { completeRound, lockOpen, openRound, rollBackRound, roundBy } from './game-rounds.ts';
import { gameSessionOf, type GameSession } from './game-sessions.ts';

// The casino's seamless wallet, as a game provider's servers call it: take a round's stake (bet),
// pay its win (win) or give its stake back (rollback), and tell the balance. Every call names the
// game session's token, which alone says whose money it is, and the provider's own id of the
// transaction: a repeated id moves nothing and is answered with the balance as it is now, so a
// provider may retry any call it is unsure of. A round takes one stake and is settled once: by
// its win (0 for none) or by a rollback of its stake, whichever comes first. A bet needs a live
// game session and passes the player-protection check; a round already begun may still be
// settled after its session ends. Amounts are integer cents.
export type WalletError =
  /** No game session has this token. */
  | 'INVALID_TOKEN'
  /** The game session has ended or expired, or its login session has: no new bets. */
  | 'SESSION_ENDED'
  | 'NOT_ENOUGH_MONEY'
  /** A break, an exclusion or a limit forbids the bet (the refusal says which). */
  | 'PLAY_REFUSED'
  /** The transaction or round id is already used, by another round or another player. */
  | 'DUPLICATE_TRANSACTION'
  /** No round of this player has this id (or the rolled-back bet is not theirs). */
  | 'UNKNOWN_ROUND'
  | 'UNKNOWN_TRANSACTION'
  /** The round is already settled: no other win, no rollback. */
  | 'ROUND_CLOSED'
  | 'INVALID_AMOUNT';

export type WalletResult =
  | { ok: true; balance: number; repeated: boolean }
  | { ok: false; error: WalletError; refusal?: Refusal };

const refused = (error: WalletError, refusal?: Refusal): WalletResult => ({
  ok: false,
  error,
  refusal,
});
const done = (balance: number, repeated = false): WalletResult => ({
  ok: true,
  balance,
  repeated,
});

/** A unique index refused a row: a concurrent call with the same id got there first. */
const isDuplicate = (error: unknown) => (error as { code?: string }).code === '23505';

/** Runs `attempt`; when a concurrent call with the same id won the race, answers as a repeat. */
async function once(
  attempt: () => Promise<WalletResult>,
  repeat: () => Promise<WalletResult | null>,
): Promise<WalletResult> {
  try {
    return await attempt();
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    return (await repeat()) ?? refused('DUPLICATE_TRANSACTION');
  }
}

/**
 * The answer to a bet, win or rollback already applied, if it was this player's: nothing moves,
 * and the balance is the wallet's now (the ledger's, which may have moved since the first call).
 */
async function repeatedCall(
  services: Services,
  session: GameSession,
  column: 'bet_ref' | 'win_ref' | 'rollback_ref',
  transactionId: string,
): Promise<WalletResult | null> {
  const earlier = await roundBy(services.db, column, transactionId);
  if (!earlier) return null;
  if (earlier.player_id !== session.playerId) return refused('DUPLICATE_TRANSACTION');
  return done(await balanceOf(services.db, session.playerId), true);
}

export async function walletBalance(services: Services, token: string): Promise<WalletResult> {
  const session = await gameSessionOf(services.db, token, services.now());
  if (!session) return refused('INVALID_TOKEN');
  return done(await balanceOf(services.db, session.playerId));
}

/** A bet whose SQL transaction rolled back because its stake was over the balance. */
async function shortOfMoney(attempt: Promise<WalletResult>): Promise<WalletResult> {
  try {
    return await attempt;
  } catch (error) {
    if (error instanceof InsufficientFunds) return refused('NOT_ENOUGH_MONEY');
    throw error;
  }
}

export interface BetCall {
  token: string;
  transactionId: string;
  roundId: string;
  cents: number;
}

/**
 * Takes a round's stake from the wallet to the house's games account and opens the round. The
 * limit alerts the bet makes due are pushed after it, unless the caller settles the round at
 * once and pushes them after its win (a spin), as the player sees the spin as one.
 */
export async function walletBet(
  services: Services,
  call: BetCall,
  options: { alertsAfter?: 'bet' | 'caller' } = {},
): Promise<WalletResult> {
  const session = await gameSessionOf(services.db, call.token, services.now());
  if (!session) return refused('INVALID_TOKEN');
  const repeated = await repeatedCall(services, session, 'bet_ref', call.transactionId);
  if (repeated) return repeated;
  if (!session.live) return refused('SESSION_ENDED');
  if (!Number.isSafeInteger(call.cents) || call.cents <= 0) return refused('INVALID_AMOUNT');
  if (await roundBy(services.db, 'round_ref', call.roundId))
    return refused('DUPLICATE_TRANSACTION');
  const game = await services.db
    .selectFrom('games')
    .select(['name', 'provider_name', 'live'])
    .where('code', '=', session.gameCode)
    .executeTakeFirstOrThrow();
  const playerId = session.playerId;
  const result = await once(
    () =>
      shortOfMoney(
        transact(services.db, async (trx): Promise<WalletResult> => {
          const refusal = await checkSpend(services, trx, playerId, {
            kind: 'bet',
            cents: call.cents,
          });
          if (refusal) return refused('PLAY_REFUSED', refusal);
          // A stake over the balance fails its UPDATE, which aborts the SQL transaction: the
          // refusal is answered once that transaction has rolled back (shortOfMoney), never by
          // committing it (PostgreSQL would answer the COMMIT with a ROLLBACK: a 500).
          return done(
            await openRound(trx, {
              session,
              game,
              betRef: call.transactionId,
              roundRef: call.roundId,
              cents: call.cents,
              at: services.now(),
            }),
          );
        }),
      ),
    () => repeatedCall(services, session, 'bet_ref', call.transactionId),
  );
  if (result.ok && !result.repeated && options.alertsAfter !== 'caller')
    await afterSpend(services, playerId);
  return result;
}

export interface WinCall {
  token: string;
  transactionId: string;
  roundId: string;
  /** What the round won; 0 settles it without a win. */
  cents: number;
}

/** Pays a round's win from the house's games account to the wallet and closes the round. */
export async function walletWin(services: Services, call: WinCall): Promise<WalletResult> {
  const session = await gameSessionOf(services.db, call.token, services.now());
  if (!session) return refused('INVALID_TOKEN');
  const repeated = await repeatedCall(services, session, 'win_ref', call.transactionId);
  if (repeated) return repeated;
  if (!Number.isSafeInteger(call.cents) || call.cents < 0) return refused('INVALID_AMOUNT');
  const round = await roundBy(services.db, 'round_ref', call.roundId);
  // Another player's round is answered as no round at all.
  if (!round || round.player_id !== session.playerId) return refused('UNKNOWN_ROUND');
  if (round.status !== 'open') return refused('ROUND_CLOSED');
  return once(
    () =>
      transact(services.db, async (trx): Promise<WalletResult> => {
        if (!(await lockOpen(trx, round.id))) return refused('ROUND_CLOSED');
        const win = { ref: call.transactionId, cents: call.cents, at: services.now() };
        return done(await completeRound(trx, round, win));
      }),
    () => repeatedCall(services, session, 'win_ref', call.transactionId),
  );
}

export interface RollbackCall {
  token: string;
  transactionId: string;
  /** The provider's id of the bet whose stake goes back. */
  betTransactionId: string;
}

/**
 * Gives back the stake of a bet whose round never completed (the game failed before it could
 * settle), once: a second rollback of the same bet, whatever its id, moves nothing.
 */
export async function walletRollback(
  services: Services,
  call: RollbackCall,
): Promise<WalletResult> {
  const session = await gameSessionOf(services.db, call.token, services.now());
  if (!session) return refused('INVALID_TOKEN');
  const repeated = await repeatedCall(services, session, 'rollback_ref', call.transactionId);
  if (repeated) return repeated;
  const round = await roundBy(services.db, 'bet_ref', call.betTransactionId);
  if (!round || round.player_id !== session.playerId) return refused('UNKNOWN_TRANSACTION');
  if (round.status === 'rolled_back')
    return done(await balanceOf(services.db, session.playerId), true);
  if (round.status !== 'open') return refused('ROUND_CLOSED');
  const playerId = session.playerId;
  return once(
    () =>
      transact(services.db, async (trx): Promise<WalletResult> => {
        if (!(await lockOpen(trx, round.id))) {
          // Settled meanwhile: by another rollback of the same bet (its stake is back), or won.
          const settled = await trx
            .selectFrom('game_rounds')
            .select('status')
            .where('id', '=', round.id)
            .executeTakeFirstOrThrow();
          return settled.status === 'rolled_back'
            ? done(await balanceOf(trx, playerId), true)
            : refused('ROUND_CLOSED');
        }
        const rollback = { ref: call.transactionId, at: services.now() };
        return done(await rollBackRound(trx, round, rollback));
      }),
    () => repeatedCall(services, session, 'rollback_ref', call.transactionId),
  );
}
