import type { Db } from '../db/database.ts';
import { allocateWager } from './rules.ts';

// Bets count towards the wagering requirement of the player's active bonus; a bonus whose
// requirement is met is completed. Called inside the bet's SQL transaction: the player's active
// bonuses are locked first, so two bets at the same moment never count over each other.
// `at` is when the bet was placed (the caller passes services.now()); an active bonus whose time
// is up by then takes nothing and is marked expired.
export async function recordWager(
  trx: Db,
  playerId: number,
  cents: number,
  at: Date = new Date(),
): Promise<void> {
  if (!Number.isSafeInteger(cents) || cents <= 0) return;
  const active = await trx
    .selectFrom('player_bonuses')
    .select(['id', 'wagered_cents', 'wagering_required_cents', 'expires_at'])
    .where('player_id', '=', playerId)
    .where('status', '=', 1)
    .orderBy('awarded_at')
    .orderBy('id')
    .forUpdate()
    .execute();
  const changes = allocateWager(
    active.map((row) => ({
      id: row.id,
      wageredCents: row.wagered_cents,
      requiredCents: row.wagering_required_cents,
      expiresAt: row.expires_at,
    })),
    cents,
    at,
  );
  for (const change of changes) {
    await trx
      .updateTable('player_bonuses')
      .set({ wagered_cents: change.wageredCents, status: change.status })
      .where('id', '=', change.id)
      .where('player_id', '=', playerId)
      .execute();
  }
}
