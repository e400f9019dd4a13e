import { readJson, storageKeys, writeJson } from '@/shared/storage/local-store';

// When the reality check is due (issue: player protection, UKGC RTS 13): every `interval`
// minutes counted from the server's session start, so a reload neither restarts the count nor
// shows a check the player has already seen (those are remembered per session).

const MINUTE_MS = 60_000;

interface SeenChecks {
  startedAt: string;
  seen: number;
}

const isSeenChecks = (value: unknown): value is SeenChecks =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SeenChecks).startedAt === 'string' &&
  Number.isInteger((value as SeenChecks).seen) &&
  (value as SeenChecks).seen >= 0;

/** How many whole intervals have passed since the session started. */
export function intervalsPassed(startedAt: number, minutes: number, now: number): number {
  if (minutes <= 0 || !Number.isFinite(startedAt)) return 0;
  return Math.max(0, Math.floor((now - startedAt) / (minutes * MINUTE_MS)));
}

/** When the next check is due, or null when checks are off. */
export function nextCheckAt(startedAt: number, minutes: number, seen: number): number | null {
  if (minutes <= 0 || !Number.isFinite(startedAt)) return null;
  return startedAt + (seen + 1) * minutes * MINUTE_MS;
}

/**
 * The checks of this session already shown (a stored value of another session counts as none).
 * No more can have been shown than intervals have passed: a stored count above `passed` (a
 * tampered or corrupt value, `seen: 1e15` say) is clamped to it, so it cannot silence the checks
 * still to come.
 */
export function seenChecks(startedAt: string, passed: number): number {
  const stored = readJson(storageKeys.realityCheck, isSeenChecks);
  return stored?.startedAt === startedAt ? Math.min(stored.seen, Math.max(0, passed)) : 0;
}

export function rememberSeenChecks(startedAt: string, seen: number): void {
  writeJson(storageKeys.realityCheck, { startedAt, seen } satisfies SeenChecks);
}
