import type { BonusOffer } from '../../generated/server/model/bonusOffer.ts';
import type { Db } from '../db/database.ts';
import type { Locale } from '../i18n/i18n.ts';
import { fromCents } from '../money/ledger.ts';
import { inLocale } from './player-bonuses.ts';

// The offers a player can claim now: everyone's and the player's own (never another player's),
// not yet claimed by the player and not past their end.
export async function offersFor(
  db: Db,
  playerId: number,
  locale: Locale,
  now: Date,
): Promise<BonusOffer[]> {
  const rows = await db
    .selectFrom('bonus_offers as o')
    .selectAll('o')
    .where((eb) => eb.or([eb('o.player_id', 'is', null), eb('o.player_id', '=', playerId)]))
    .where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('player_bonuses as b')
            .select('b.id')
            .whereRef('b.offer_id', '=', 'o.id')
            .where('b.player_id', '=', playerId),
        ),
      ),
    )
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: inLocale(locale, row.title_tr, row.title_en),
    description: inLocale(locale, row.description_tr, row.description_en),
    amount: row.amount_cents === null ? null : fromCents(row.amount_cents),
    percentage: row.percentage,
    minDeposit: row.min_deposit_cents === null ? null : fromCents(row.min_deposit_cents),
    expiresAt: row.expires_at?.toISOString() ?? null,
  }));
}
