import { checkDue, intervalsPassed } from '../../domain/reality-check.ts';
import type { RealityCheck } from '../../generated/server/model/realityCheck.ts';
import { playSessionOf } from '../protection/play-session.ts';
import type { Services } from '../services.ts';

// The reality check, decided by the server: every `minutes` minutes of an open session, counted
// from its start (domain/reality-check.ts), the player's connections get
// NotifyMessage('RealityCheck', check) with how many intervals have passed and the session's
// figures. Each check goes once: the last one sent is kept per session, and a runner claims the
// next one in the database before pushing it, so two servers never push the same one. Checks
// the server missed while it was down are not sent one by one: the next run sends the latest.
export const REALITY_CHECK_EVERY_MS = 30_000;

/**
 * What the hub pushes with the RealityCheck command (the contract's RealityCheck): the session's
 * start, as getPlaySession gives it, so the site matches its session; how many intervals have
 * passed (this is the check with that number); and the session's figures.
 */
export type RealityCheckMessage = RealityCheck;

/**
 * The checks already sent in this session, counted in intervals of the present length: when the
 * player changed the interval since the last one, as many as had passed by then.
 */
function checksSeen(
  startedAt: number,
  minutes: number,
  last: { minutes: number | null; checks: number | null; sent_at: Date | null },
): number {
  if (last.checks === null || last.sent_at === null) return 0;
  if (last.minutes === minutes) return last.checks;
  return intervalsPassed(startedAt, minutes, last.sent_at.getTime());
}

/** Claims the check for the session; false when another run has sent it (or a later one). */
async function claim(
  services: Services,
  sessionId: number,
  previous: { minutes: number | null; checks: number | null },
  next: { minutes: number; checks: number },
): Promise<boolean> {
  const sent_at = services.now();
  if (previous.checks === null || previous.minutes === null) {
    const inserted = await services.db
      .insertInto('reality_checks')
      .values({ session_id: sessionId, ...next, sent_at })
      .onConflict((oc) => oc.column('session_id').doNothing())
      .returning('session_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await services.db
    .updateTable('reality_checks')
    .set({ ...next, sent_at })
    .where('session_id', '=', sessionId)
    .where('minutes', '=', previous.minutes)
    .where('checks', '=', previous.checks)
    .returning('session_id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** One pass: pushes every reality check now due. Returns how many went. */
export async function runRealityChecks(services: Services): Promise<number> {
  const now = services.now().getTime();
  const open = await services.db
    .selectFrom('sessions')
    .innerJoin('protection_settings', 'protection_settings.player_id', 'sessions.player_id')
    .leftJoin('reality_checks', 'reality_checks.session_id', 'sessions.id')
    .select([
      'sessions.id',
      'sessions.player_id',
      'sessions.started_at',
      'protection_settings.reality_check_minutes as interval',
      'reality_checks.minutes',
      'reality_checks.checks',
      'reality_checks.sent_at',
    ])
    .where('sessions.ended_at', 'is', null)
    .where('protection_settings.reality_check_minutes', '>', 0)
    .execute();
  let sent = 0;
  for (const session of open) {
    const startedAt = session.started_at.getTime();
    const minutes = session.interval;
    if (!checkDue(startedAt, minutes, checksSeen(startedAt, minutes, session), now)) continue;
    const checks = intervalsPassed(startedAt, minutes, now);
    if (!(await claim(services, session.id, session, { minutes, checks }))) continue;
    const figures = await playSessionOf(services.db, session.id);
    if (!figures) continue;
    const message: RealityCheckMessage = { ...figures, checks, minutes };
    services.hub.send(session.player_id, 'NotifyMessage', ['RealityCheck', message]);
    sent += 1;
  }
  return sent;
}

/** Runs the checks every 30 seconds until stopped; a failed pass is logged and the next runs. */
export function startRealityChecks(services: Services): { stop(): void } {
  const stop = services.timers.every(REALITY_CHECK_EVERY_MS, () =>
    runRealityChecks(services).catch((error: unknown) =>
      services.logger.error({ err: error }, 'reality checks failed'),
    ),
  );
  return { stop };
}
