import type { GameRound, PlaySession, PlayerSession } from '@generated/api/model';
import { subtractMoney, sumMoney } from './money.ts';

// The reality check: every `minutes` minutes of a session, counted from the server's session
// start, the player sees how long they have played and what they have staked and won in it.
// These are its figures: the open session's bets, wins and net, how many intervals have passed,
// how many checks count as seen and when the next is due. Shared by the server and the
// in-browser mock (and the same formulas the site's check timer uses) so the figures and the
// moments agree wherever they are computed; pure, `now` a parameter.

const MINUTE_MS = 60_000;

/** How many whole intervals have passed since the session started (none when checks are off). */
export function intervalsPassed(startedAt: number, minutes: number, now: number): number {
  if (minutes <= 0 || !Number.isFinite(startedAt)) return 0;
  return Math.max(0, Math.floor((now - startedAt) / (minutes * MINUTE_MS)));
}

/** When the check after the `seen` ones already shown is due, or null when checks are off. */
export function nextCheckAt(startedAt: number, minutes: number, seen: number): number | null {
  if (minutes <= 0 || !Number.isFinite(startedAt)) return null;
  return startedAt + (seen + 1) * minutes * MINUTE_MS;
}

/**
 * The checks of this session already shown, from a remembered count: a count kept for another
 * session is none, and no more can have been shown than intervals have passed (a larger count, a
 * tampered or corrupt one, is clamped so it cannot silence the checks still to come).
 */
export function seenChecks(
  remembered: { startedAt: string; seen: number } | null,
  startedAt: string,
  passed: number,
): number {
  return remembered?.startedAt === startedAt ? Math.min(remembered.seen, Math.max(0, passed)) : 0;
}

/** Whether a check is due now: checks are on and the next one's moment has come. */
export function checkDue(startedAt: number, minutes: number, seen: number, now: number): boolean {
  const due = nextCheckAt(startedAt, minutes, seen);
  return due !== null && now >= due;
}

/**
 * The open session (the one without a logout; by the server's clock) and what was staked and won
 * since it began: every game round from its login on. Null when no session is open.
 */
export function playSessionFigures(
  sessions: ReadonlyArray<Pick<PlayerSession, 'loginTime' | 'logoutTime'>>,
  rounds: ReadonlyArray<Pick<GameRound, 'kind' | 'amount' | 'time'>>,
): PlaySession | null {
  const open = sessions.find((session) => !session.logoutTime);
  if (!open) return null;
  const since = Date.parse(open.loginTime);
  const inSession = rounds.filter((row) => Date.parse(row.time) >= since);
  const total = (kind: 1 | 2) =>
    sumMoney(inSession.filter((row) => row.kind === kind).map((row) => row.amount));
  const [bets, wins] = [total(2), total(1)];
  return { startedAt: open.loginTime, bets, wins, net: subtractMoney(wins, bets) };
}
