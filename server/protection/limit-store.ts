import { LIMIT_SLOTS, settledSetting, type LimitSetting } from '../../domain/limits.ts';
import type { Db } from '../db/database.ts';
import { fromCents, toCents } from '../money/ledger.ts';

// The player's limits as the database keeps them. Money limits are stored in cents and the
// session-time limit in minutes; the contract (and domain/limits.ts, which works on what the
// contract shows) carries lira and minutes. A change whose 24 hours have passed is the limit in
// force from that moment, whether or not a write has settled it yet.
export type LimitKind = 1 | 2 | 3 | 4;
export type LimitPeriod = 1 | 2 | 3;

export const slotKey = (kind: LimitKind, period: LimitPeriod) => `${kind}-${period}`;

/** A stored amount as the contract shows it: lira for money, minutes for session time. */
export function shownAmount(kind: LimitKind, stored: number | null): number | null {
  if (stored === null) return null;
  return kind === 4 ? stored : fromCents(stored);
}

/** An amount of the contract as it is stored: cents for money, minutes for session time. */
export function storedAmount(kind: LimitKind, shown: number | null): number | null {
  if (shown === null) return null;
  return kind === 4 ? shown : toCents(shown);
}

/** The player's limit settings in force at `now`, in the contract's units, by slotKey. */
export async function limitSettings(
  db: Db,
  playerId: number,
  now: number,
): Promise<Map<string, LimitSetting>> {
  const rows = await db
    .selectFrom('player_limits')
    .selectAll()
    .where('player_id', '=', playerId)
    .execute();
  return new Map(
    rows.map((row) => {
      const setting: LimitSetting = {
        amount: shownAmount(row.kind, row.amount),
        pending: row.pending_at
          ? {
              amount: shownAmount(row.kind, row.pending_amount),
              effectiveAt: row.pending_at.toISOString(),
            }
          : null,
      };
      return [slotKey(row.kind, row.period), settledSetting(setting, now) ?? setting];
    }),
  );
}

/** Whether any limit of these kinds is in force. */
export function anyLimitOf(settings: Map<string, LimitSetting>, kinds: LimitKind[]): boolean {
  return LIMIT_SLOTS.some(
    ([kind, period]) =>
      kinds.includes(kind) && (settings.get(slotKey(kind, period))?.amount ?? null) !== null,
  );
}

/** Makes the changes whose 24 hours have passed the limits in force, and marks them applied. */
export async function settleLimits(db: Db, playerId: number, now: Date): Promise<void> {
  await db
    .updateTable('player_limits')
    .set((eb) => ({ amount: eb.ref('pending_amount'), pending_amount: null, pending_at: null }))
    .where('player_id', '=', playerId)
    .where('pending_at', '<=', now)
    .execute();
  await db
    .updateTable('limit_changes')
    .set({ status: 1 })
    .where('player_id', '=', playerId)
    .where('status', '=', 2)
    .where('effective_at', '<=', now)
    .execute();
}

/**
 * Locks the player's protection row (making it when there is none), inside the caller's SQL
 * transaction: two changes of one player's limits or settings then run one after the other.
 */
export async function lockProtection(db: Db, playerId: number): Promise<void> {
  await db
    .insertInto('protection_settings')
    .values({ player_id: playerId })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
  await db
    .selectFrom('protection_settings')
    .select('player_id')
    .where('player_id', '=', playerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The reality-check interval and whether a deposit limit was ever set (defaults: off, no). */
export async function protectionSettings(
  db: Db,
  playerId: number,
): Promise<{ realityCheckMinutes: 0 | 15 | 30 | 45 | 60; depositLimitEverSet: boolean }> {
  const row = await db
    .selectFrom('protection_settings')
    .select(['reality_check_minutes', 'deposit_limit_ever_set'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return {
    realityCheckMinutes: row?.reality_check_minutes ?? 0,
    depositLimitEverSet: row?.deposit_limit_ever_set ?? false,
  };
}
