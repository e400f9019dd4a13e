import { decideLimitChange, RAISE_DELAY_MS, type LimitOutcome } from '../../domain/limits.ts';
import type { Db } from '../db/database.ts';
import { transact } from '../db/transact.ts';
import type { Translate, Locale } from '../i18n/i18n.ts';
import { moment } from '../i18n/i18n.ts';
import type { Services } from '../services.ts';
import {
  lockProtection,
  settleLimits,
  storedAmount,
  type LimitKind,
  type LimitPeriod,
} from './limit-store.ts';

// Changing a limit by domain/limits.ts: a first or lower limit applies at once; a raise or a
// removal waits 24 hours, the amount in force staying meanwhile; the same amount changes nothing
// (a waiting change stays). A newer request replaces a change still waiting. Every change is
// kept for the player's history.

/** Marks the waiting changes of one limit cancelled (taken back, or replaced by a newer one). */
async function cancelWaiting(
  trx: Db,
  playerId: number,
  kind: LimitKind,
  period: LimitPeriod,
): Promise<void> {
  await trx
    .updateTable('limit_changes')
    .set({ status: 3 })
    .where('player_id', '=', playerId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .where('status', '=', 2)
    .execute();
}

/**
 * Sets limits of one kind for the given periods (amounts in lira, or minutes for session time;
 * null removes). Returns what happened to each, in order.
 */
export async function changeLimits(
  services: Services,
  playerId: number,
  kind: LimitKind,
  wanted: ReadonlyArray<readonly [LimitPeriod, number | null]>,
): Promise<LimitOutcome[]> {
  const now = services.now();
  return transact(services.db, async (trx) => {
    await lockProtection(trx, playerId);
    await settleLimits(trx, playerId, now);
    // A player who ever chose deposit limits is not offered them again before a deposit.
    if (kind === 1) {
      await trx
        .updateTable('protection_settings')
        .set({ deposit_limit_ever_set: true })
        .where('player_id', '=', playerId)
        .execute();
    }
    const outcomes: LimitOutcome[] = [];
    for (const [period, shown] of wanted) {
      const row = await trx
        .selectFrom('player_limits')
        .select('amount')
        .where('player_id', '=', playerId)
        .where('kind', '=', kind)
        .where('period', '=', period)
        .executeTakeFirst();
      const current = row?.amount ?? null;
      const next = storedAmount(kind, shown);
      const decision = decideLimitChange(current, next, now.getTime());
      outcomes.push(decision.outcome);
      if (decision.outcome === 'unchanged') continue;
      await cancelWaiting(trx, playerId, kind, period);
      const fields = {
        amount: decision.setting.amount,
        pending_amount: decision.setting.pending?.amount ?? null,
        pending_at: decision.setting.pending
          ? new Date(decision.setting.pending.effectiveAt)
          : null,
      };
      await trx
        .insertInto('player_limits')
        .values({ player_id: playerId, kind, period, ...fields })
        .onConflict((oc) => oc.columns(['player_id', 'kind', 'period']).doUpdateSet(fields))
        .execute();
      await trx
        .insertInto('limit_changes')
        .values({
          player_id: playerId,
          kind,
          period,
          amount: next,
          previous: current,
          effective_at: new Date(decision.effectiveAt),
          status: decision.outcome === 'applied' ? 1 : 2,
          created_at: now,
        })
        .execute();
    }
    return outcomes;
  });
}

/** Takes back a waiting raise or removal, the limit in force staying; false when none waits. */
export async function cancelLimitChange(
  services: Services,
  playerId: number,
  kind: LimitKind,
  period: LimitPeriod,
): Promise<boolean> {
  const now = services.now();
  return transact(services.db, async (trx) => {
    await lockProtection(trx, playerId);
    await settleLimits(trx, playerId, now);
    const cleared = await trx
      .updateTable('player_limits')
      .set({ pending_amount: null, pending_at: null })
      .where('player_id', '=', playerId)
      .where('kind', '=', kind)
      .where('period', '=', period)
      .where('pending_at', 'is not', null)
      .returning('kind')
      .executeTakeFirst();
    if (!cleared) return false;
    await cancelWaiting(trx, playerId, kind, period);
    return true;
  });
}

/** The answer to a saved set of limits: which applied now, and when the rest will. */
export function savedMessage(
  t: Translate,
  locale: Locale,
  outcomes: readonly LimitOutcome[],
  now: Date,
): string {
  if (outcomes.every((outcome) => outcome === 'unchanged')) return t('protection:limitsUnchanged');
  if (!outcomes.includes('pending')) return t('protection:limitsApplied');
  const when = moment(locale, now.getTime() + RAISE_DELAY_MS);
  return t('protection:limitsPending', { when });
}
