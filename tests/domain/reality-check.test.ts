// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkDue,
  intervalsPassed,
  nextCheckAt,
  playSessionFigures,
  seenChecks,
} from '../../domain/reality-check.ts';

// The reality check's figures: intervals counted from the server's session start, the checks
// already seen, and what the open session has staked and won.
const MINUTE = 60_000;
const start = '2026-11-25T10:00:00.000Z';
const startMs = Date.parse(start);

describe('reality-check moments', () => {
  it('counts whole intervals from the session start; off counts none', () => {
    expect(intervalsPassed(startMs, 15, startMs + 44 * MINUTE + 59_999)).toBe(2);
    expect(intervalsPassed(startMs, 15, startMs + 45 * MINUTE)).toBe(3);
    expect(intervalsPassed(startMs, 15, startMs - MINUTE)).toBe(0);
    expect(intervalsPassed(startMs, 0, startMs + 45 * MINUTE)).toBe(0);
    expect(intervalsPassed(Number.NaN, 15, startMs)).toBe(0);
  });

  it('is due at the interval after the checks seen, never when off', () => {
    expect(nextCheckAt(startMs, 30, 0)).toBe(startMs + 30 * MINUTE);
    expect(nextCheckAt(startMs, 30, 2)).toBe(startMs + 90 * MINUTE);
    expect(nextCheckAt(startMs, 0, 0)).toBeNull();
    expect(checkDue(startMs, 30, 0, startMs + 30 * MINUTE - 1)).toBe(false);
    expect(checkDue(startMs, 30, 0, startMs + 30 * MINUTE)).toBe(true);
    expect(checkDue(startMs, 30, 1, startMs + 30 * MINUTE)).toBe(false);
    expect(checkDue(startMs, 0, 0, startMs + 600 * MINUTE)).toBe(false);
  });

  it('counts checks seen in this session only, never more than have passed', () => {
    expect(seenChecks({ startedAt: start, seen: 2 }, start, 3)).toBe(2);
    expect(seenChecks({ startedAt: start, seen: 1e15 }, start, 3)).toBe(3);
    expect(seenChecks({ startedAt: '2026-11-24T10:00:00.000Z', seen: 2 }, start, 3)).toBe(0);
    expect(seenChecks(null, start, 3)).toBe(0);
    expect(seenChecks({ startedAt: start, seen: 2 }, start, -1)).toBe(0);
  });
});

describe('the open session figures', () => {
  it('sums the bets and wins since the open session began', () => {
    const sessions = [
      { loginTime: start, logoutTime: null },
      { loginTime: '2026-11-24T10:00:00.000Z', logoutTime: '2026-11-24T11:00:00.000Z' },
    ];
    const rounds = [
      { kind: 1, amount: 25, time: '2026-11-25T10:03:00.000Z' },
      { kind: 2, amount: 10, time: '2026-11-25T10:02:00.000Z' },
      { kind: 2, amount: 10.1, time: '2026-11-25T10:01:00.000Z' },
      { kind: 2, amount: 0.2, time: start },
      { kind: 2, amount: 500, time: '2026-11-25T09:59:59.999Z' },
    ] as const;
    expect(playSessionFigures(sessions, rounds)).toEqual({
      startedAt: start,
      bets: 20.3,
      wins: 25,
      net: 4.7,
    });
  });

  it('has none when no session is open', () => {
    const closed = [{ loginTime: start, logoutTime: '2026-11-25T11:00:00.000Z' }];
    expect(playSessionFigures(closed, [])).toBeNull();
  });
});
