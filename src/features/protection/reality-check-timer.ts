import { readJson, storageKeys, writeJson } from '@/shared/store/local-store';

// When a check is due is the rule the server and the mock backend count by too.
export { intervalsPassed, nextCheckAt } from '../../../domain/reality-check.ts';

// When the reality check is due (UKGC RTS 13): every `interval`
// minutes counted from the server's session start, so a reload neither restarts the count nor
// shows a check the player has already seen (those are remembered per session).

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
