import { bonusStatusAt, orderBonuses } from '../../domain/bonus.ts';
import type { PlayerBonus } from '../../generated/server/model/playerBonus.ts';
import type { Db } from '../db/database.ts';
import type { Locale } from '../i18n/i18n.ts';
import { fromCents } from '../money/ledger.ts';

// The player's bonuses as the Bonuses page shows them: each in the request's language, with its
// status as it stands now (an active bonus whose wagering is done is completed, one whose time is
// up is expired), active ones first, newest first within each.

/** The text of a row kept in both languages, in `locale`. */
export const inLocale = (locale: Locale, tr: string, en: string): string =>
  locale === 'en' ? en : tr;

export async function bonusesOf(
  db: Db,
  playerId: number,
  locale: Locale,
  now: Date,
): Promise<PlayerBonus[]> {
  const rows = await db
    .selectFrom('player_bonuses')
    .select([
      'id',
      'name_tr',
      'name_en',
      'amount_cents',
      'status',
      'wagered_cents',
      'wagering_required_cents',
      'awarded_at',
      'expires_at',
    ])
    .where('player_id', '=', playerId)
    .execute();
  const bonuses = rows.map((row): PlayerBonus => {
    const bonus = {
      id: row.id,
      name: inLocale(locale, row.name_tr, row.name_en),
      amount: fromCents(row.amount_cents),
      status: row.status,
      wagered: fromCents(row.wagered_cents),
      wageringRequired: fromCents(row.wagering_required_cents),
      awardedAt: row.awarded_at.toISOString(),
      expiresAt: row.expires_at?.toISOString() ?? null,
    };
    return { ...bonus, status: bonusStatusAt(bonus, now.getTime()) };
  });
  return orderBonuses(bonuses);
}
