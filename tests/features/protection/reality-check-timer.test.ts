import { describe, expect, it } from 'vitest';
import {
  intervalsPassed,
  nextCheckAt,
  rememberSeenChecks,
  seenChecks,
} from '@/features/protection/reality-check-timer';

// The reality check counts from the server's session start, so a reload neither restarts it nor
// shows again a check the player has answered.
const MINUTE = 60_000;
const start = '2026-11-25T10:00:00.000Z';
const startMs = Date.parse(start);

describe('reality-check timer', () => {
  it('is due every interval after the session start; off means never', () => {
    expect(nextCheckAt(startMs, 15, 0)).toBe(startMs + 15 * MINUTE);
    expect(nextCheckAt(startMs, 15, 2)).toBe(startMs + 45 * MINUTE);
    expect(nextCheckAt(startMs, 0, 0)).toBeNull();
    expect(intervalsPassed(startMs, 15, startMs + 44 * MINUTE)).toBe(2);
    expect(intervalsPassed(startMs, 0, startMs + 44 * MINUTE)).toBe(0);
  });

  it('remembers the checks shown in this session across a reload', () => {
    expect(seenChecks(start, 2)).toBe(0);
    rememberSeenChecks(start, 2);
    // A reload reads the same storage: the next check is the third interval, not the first.
    expect(seenChecks(start, 2)).toBe(2);
    expect(nextCheckAt(startMs, 15, seenChecks(start, 2))).toBe(startMs + 45 * MINUTE);
  });

  it('forgets the checks of another session, and treats corrupt storage as none', () => {
    rememberSeenChecks(start, 3);
    expect(seenChecks('2026-11-25T12:00:00.000Z', 3)).toBe(0);
    localStorage.setItem('realityCheck', '{"startedAt": 5, "seen": "x"');
    expect(seenChecks(start, 3)).toBe(0);
    localStorage.setItem('realityCheck', JSON.stringify({ startedAt: start, seen: -1 }));
    expect(seenChecks(start, 3)).toBe(0);
  });

  it('cannot be silenced by a stored count above what time allows', () => {
    localStorage.setItem('realityCheck', JSON.stringify({ startedAt: start, seen: 1e15 }));
    // 44 minutes into a 15-minute interval: at most 2 checks can have been shown.
    const now = startMs + 44 * MINUTE;
    const passed = intervalsPassed(startMs, 15, now);
    expect(seenChecks(start, passed)).toBe(2);
    expect(nextCheckAt(startMs, 15, seenChecks(start, passed))).toBe(startMs + 45 * MINUTE);
  });
});
