// @vitest-environment node
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PlayerLimit } from '@generated/api/model';
import {
  cyclicDraw,
  DEMO_PAY_TABLE,
  DEMO_RTP,
  DEMO_STAKE,
  DEMO_WIN_MULTIPLIER,
  returnToPlayer,
  spinRefusal,
  spinWin,
} from '../../domain/spin.ts';

// The demo slot: one spin in three pays 2.5 times the stake, a return to player of 5/6.
const GAME = 'sweet-bonanza';

/** A seeded source (mulberry32), so the long-run figures below are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the demo slot', () => {
  it('states its return to player: 2.5 / 3, about 83.33 %', () => {
    expect(DEMO_RTP).toBeCloseTo(returnToPlayer(DEMO_PAY_TABLE), 12);
    expect(DEMO_RTP).toBeCloseTo(0.8333, 4);
  });

  it('pays 2.5 times the stake on a draw in the first third of [0, 1), nothing above', () => {
    expect(spinWin(() => 0, DEMO_STAKE, GAME)).toBe(25);
    expect(spinWin(() => 0.3333, DEMO_STAKE, GAME)).toBe(25);
    expect(spinWin(() => 1 / 3, DEMO_STAKE, GAME)).toBe(0);
    expect(spinWin(() => 0.999_999, DEMO_STAKE, GAME)).toBe(0);
    expect(spinWin(() => 0, 0.3, GAME)).toBe(0.75);
  });

  it('refuses a broken source rather than paying', () => {
    for (const bad of [1, -0.1, Number.NaN, 7]) {
      expect(() => spinWin(() => bad, DEMO_STAKE, GAME)).toThrow(RangeError);
    }
  });

  it("wins on every third spin with the mock's cycle, paying exactly the RTP over a cycle", () => {
    const wins = Array.from({ length: 9 }, (_, index) =>
      spinWin(cyclicDraw(index + 1), DEMO_STAKE, GAME),
    );
    expect(wins).toEqual([0, 0, 25, 0, 0, 25, 0, 0, 25]);
    const paid = wins.reduce((sum, won) => sum + won, 0);
    expect(paid / (wins.length * DEMO_STAKE)).toBeCloseTo(DEMO_RTP, 12);
  });

  it('stays within the RTP over many random spins, no spin paying above the top multiplier', () => {
    const random = seeded(20261125);
    const spins = 60_000;
    let paid = 0;
    const amounts = new Set<number>();
    for (let spin = 0; spin < spins; spin += 1) {
      const won = spinWin(random, DEMO_STAKE, GAME);
      amounts.add(won);
      paid += won;
    }
    expect([...amounts].sort((a, b) => a - b)).toEqual([0, DEMO_STAKE * DEMO_WIN_MULTIPLIER]);
    // One spin's return has a standard deviation of about 1.18; over 60,000 spins the mean's is
    // about 0.005, so 0.02 is four of them.
    expect(Math.abs(paid / (spins * DEMO_STAKE) - DEMO_RTP)).toBeLessThan(0.02);
  });

  it('plays with a source built on node:crypto, as the server does', () => {
    const crypto = () => randomInt(2 ** 47) / 2 ** 47;
    for (let spin = 0; spin < 100; spin += 1) {
      expect([0, 25]).toContain(spinWin(crypto, DEMO_STAKE, GAME));
    }
  });
});

describe('whether a spin may be played', () => {
  const wager = (used: number): PlayerLimit => ({
    kind: 3,
    period: 1,
    amount: 100,
    used,
    resetsAt: '2026-11-25T21:00:00.000Z',
    pending: null,
  });

  it('needs the stake in the balance first, then room under the limits', () => {
    expect(spinRefusal(9.99, DEMO_STAKE, [])).toBe('balance');
    expect(spinRefusal(10, DEMO_STAKE, [])).toBeNull();
    expect(spinRefusal(50, DEMO_STAKE, [wager(90)])).toBeNull();
    expect(spinRefusal(50, DEMO_STAKE, [wager(95)])).toBe('limit');
    expect(spinRefusal(5, DEMO_STAKE, [wager(95)])).toBe('balance');
  });
});
