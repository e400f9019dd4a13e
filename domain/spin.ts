import type { PlayerLimit } from '@generated/api/model';
import { playBlockedBy } from './limits.ts';
import { multiplyMoney, toCents } from './money.ts';

// The demo slot (the mock game page's Spin button): whether a spin may be played and what it
// wins. Shared by the server and the in-browser mock so a spin costs, pays and is refused by
// exactly the same rules. The outcome is drawn from a `random()` source in [0, 1), called once
// per spin: the server passes one built on node:crypto, the mock a fixed cycle (cyclicDraw) so
// that QA and the tests see a win on every third spin. Pure: no clock, no storage.

/** One way a spin can pay: with `chance` (0-1) it pays `multiplier` times the stake. */
export interface PayLine {
  chance: number;
  multiplier: number;
}

/** What one spin of the demo slot stakes, in lira. */
export const DEMO_STAKE = 10;
/** On average one spin in this many wins (the demo table's one paying line). */
export const DEMO_WIN_EVERY = 3;
/** A win pays this many times the stake. */
export const DEMO_WIN_MULTIPLIER = 2.5;

/** The demo slot's pay table: one spin in three pays 2.5 times the stake, the rest pay nothing. */
export const DEMO_PAY_TABLE: readonly PayLine[] = [
  { chance: 1 / DEMO_WIN_EVERY, multiplier: DEMO_WIN_MULTIPLIER },
];

/** A pay table's return to player (Σ chance × multiplier): the share of stakes paid back. */
export function returnToPlayer(table: readonly PayLine[]): number {
  return table.reduce((sum, line) => sum + line.chance * line.multiplier, 0);
}

/**
 * The demo slot's return to player: 2.5 / 3 = 5/6, about 83.33 % of stakes come back over many
 * spins; no single spin pays more than DEMO_WIN_MULTIPLIER times its stake.
 */
export const DEMO_RTP = 5 / 6;

/** The pay table a game plays: every game plays the demo table today. */
export function payTableOf(_game: string): readonly PayLine[] {
  return DEMO_PAY_TABLE;
}

/**
 * What a spin of `game` at `stake` wins, in lira (0 for no win): one draw from `random`, the
 * table's lines taking consecutive slices of [0, 1) from 0 upwards. A draw outside [0, 1) is a
 * broken source and throws rather than paying.
 */
export function spinWin(random: () => number, stake: number, game: string): number {
  const draw = random();
  if (!(draw >= 0 && draw < 1))
    throw new RangeError(`random() gave ${draw}, not a number in [0, 1)`);
  let edge = 0;
  for (const line of payTableOf(game)) {
    edge += line.chance;
    if (draw < edge) return multiplyMoney(stake, line.multiplier);
  }
  return 0;
}

/**
 * The mock's source: for the player's `spinNumber`-th spin (from 1) a draw that visits the
 * `cycle` equal slices of [0, 1) in turn, every `cycle`-th spin drawing 0. Over each cycle it
 * pays exactly the table's RTP; on the demo table every third spin wins.
 */
export function cyclicDraw(spinNumber: number, cycle = DEMO_WIN_EVERY): () => number {
  return () => (((spinNumber % cycle) + cycle) % cycle) / cycle;
}

/**
 * Why a spin is refused before anything moves: a balance below the stake, or a loss, wager or
 * session-time limit the stake would pass (limits as the contract shows them, used this period).
 */
export function spinRefusal(
  balance: number,
  stake: number,
  limits: readonly PlayerLimit[],
): 'balance' | 'limit' | null {
  if (toCents(balance) < toCents(stake)) return 'balance';
  if (playBlockedBy(limits, stake)) return 'limit';
  return null;
}
