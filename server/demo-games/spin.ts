import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { DEMO_STAKE, spinWin } from '../../domain/spin.ts';
import { walletBet, walletWin, type WalletError } from '../casino/wallet.ts';
import { fromCents, toCents } from '../money/ledger.ts';
import { afterSpend } from '../protection/guard.ts';
import type { Services } from '../services.ts';

// The demo slot's Spin, played by the provider on the server: the stake is taken through the
// casino's wallet (a bet of its own transaction id, in a round of its own id), the outcome is
// drawn, and the round is settled through the wallet (a win of its own transaction id; 0 when
// nothing is won). The game page only asks for a spin with its game session token; it never
// names an amount, a player or a result. The limit alerts the spin makes due are pushed after
// it, once its win is paid.
//
// Return to player: the pay table of domain/spin.ts. One spin in three on average pays 2.5 times
// the stake and the others pay nothing, so 2.5 / 3 = 5/6, about 83.33 % of stakes come back over
// many spins (DEMO_RTP); no spin pays more than 2.5 times its stake. The draw comes from the
// operating system's cryptographic random source, never from Math.random.

/** A number in [0, 1) from 48 cryptographically random bits. */
export function cryptoRandom(): number {
  return randomBytes(6).readUIntBE(0, 6) / 2 ** 48;
}

export const SPIN_STAKE_CENTS = toCents(DEMO_STAKE);

export type SpinAnswer =
  | { type: 'spun'; won: number; balance: number; reels: string[] }
  | { type: 'refused'; reason: 'balance' | 'limit' | 'session' };

// Text symbols every font has (an emoji font is not on every device).
const SYMBOLS = ['7', '★', '♦', '♣', '♥', '♠'] as const;
const symbol = () => SYMBOLS[randomInt(SYMBOLS.length)] ?? '7';

/** Three of a kind for a win; for no win, three symbols that are not all the same. */
function reelsFor(won: boolean): string[] {
  if (won) return Array<string>(3).fill(symbol());
  for (;;) {
    const reels = [symbol(), symbol(), symbol()];
    if (new Set(reels).size > 1) return reels;
  }
}

const REASONS: Partial<Record<WalletError, 'balance' | 'limit'>> = {
  NOT_ENOUGH_MONEY: 'balance',
  PLAY_REFUSED: 'limit',
};

/** One spin of the game session of `token`; `random` is the draw (tests pass a fixed one). */
export async function spin(
  services: Services,
  token: string,
  random: () => number = cryptoRandom,
): Promise<SpinAnswer> {
  const roundId = randomUUID();
  const bet = await walletBet(
    services,
    { token, transactionId: randomUUID(), roundId, cents: SPIN_STAKE_CENTS },
    { alertsAfter: 'caller' },
  );
  if (!bet.ok) return { type: 'refused', reason: REASONS[bet.error] ?? 'session' };
  const round = await services.db
    .selectFrom('game_rounds')
    .select(['game_code', 'player_id'])
    .where('round_ref', '=', roundId)
    .executeTakeFirstOrThrow();
  const wonCents = toCents(spinWin(random, DEMO_STAKE, round.game_code ?? ''));
  const win = await walletWin(services, {
    token,
    transactionId: randomUUID(),
    roundId,
    cents: wonCents,
  });
  // The round was opened just now by this token's player: settling it cannot be refused.
  if (!win.ok) throw new Error(`the demo game could not settle its round: ${win.error}`);
  await afterSpend(services, round.player_id);
  return {
    type: 'spun',
    won: fromCents(wonCents),
    balance: fromCents(win.balance),
    reels: reelsFor(wonCents > 0),
  };
}
