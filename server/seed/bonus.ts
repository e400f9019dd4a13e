import { sql } from 'kysely';
import { codeClaimKey, offerClaimKey, offerExpiresAt } from '../../domain/bonus.ts';
import { MOCK_BONUS_CODES, MOCK_OFFERS } from '../../mocks/data/bonus-data.ts';
import { demoPlayers } from '../../mocks/data/demo-players.ts';
import { seedHistory } from '../../mocks/data/history-seed.ts';
import type { Db } from '../db/database.ts';
import { importMovements, toCents } from '../money/ledger.ts';
import type { SeedContext } from './seed-context.ts';

// What the mock backend starts with: the three offers of the Claim Bonus page (open for 30 days
// from the seeding), the codes QA types (HOSGELDIN50, ROYAL100), and demo's bonuses in every
// status with their wagering, each credited in the ledger on the day it was given (the opening
// balance then brings demo's wallet to the balance QA knows). The trial bonus's amount is the
// content seed's site setting.

/** Moves a table's id sequence past the ids seeded by hand. */
async function idsAfterSeeded(db: Db, table: 'bonus_offers' | 'player_bonuses'): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
    db,
  );
}

async function seedCatalogue(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const offer of MOCK_OFFERS) {
      const definition = await trx
        .insertInto('bonus_definitions')
        .values({
          key: offerClaimKey(offer.id),
          name_tr: offer.title.tr,
          name_en: offer.title.en,
          amount_cents: toCents(offer.value),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('bonus_offers')
        .values({
          id: offer.id,
          definition_id: definition.id,
          title_tr: offer.title.tr,
          title_en: offer.title.en,
          description_tr: offer.description.tr,
          description_en: offer.description.en,
          amount_cents: offer.amount === null ? null : toCents(offer.amount),
          percentage: offer.percentage,
          min_deposit_cents: offer.minDeposit === null ? null : toCents(offer.minDeposit),
          expires_at: new Date(offerExpiresAt(now.getTime())),
        })
        .execute();
    }
    for (const [code, amount] of Object.entries(MOCK_BONUS_CODES)) {
      const definition = await trx
        .insertInto('bonus_definitions')
        .values({
          key: codeClaimKey(code),
          name_tr: code,
          name_en: code,
          amount_cents: toCents(amount),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('bonus_codes')
        .values({ code, definition_id: definition.id, expires_at: null })
        .execute();
    }
    await idsAfterSeeded(trx, 'bonus_offers');
  });
}

async function seedDemoBonuses(db: Db, playerId: number, now: Date, balance: number) {
  const { bonuses } = seedHistory(now.getTime(), balance);
  if (bonuses.length === 0) return;
  await db
    .insertInto('player_bonuses')
    .values(
      bonuses.map((bonus) => ({
        id: bonus.id,
        player_id: playerId,
        // The mock names them in Turkish only.
        name_tr: bonus.name,
        name_en: bonus.name,
        amount_cents: toCents(bonus.amount),
        status: bonus.status,
        wagered_cents: toCents(bonus.wagered),
        wagering_required_cents: toCents(bonus.wageringRequired),
        awarded_at: new Date(bonus.awardedAt),
        expires_at: bonus.expiresAt ? new Date(bonus.expiresAt) : null,
      })),
    )
    .execute();
  await idsAfterSeeded(db, 'player_bonuses');
  const credited = bonuses.filter((bonus) => bonus.amount > 0);
  const transactionIds = await importMovements(
    db,
    credited.map((bonus) => ({
      kind: 'bonus',
      playerId,
      from: 'house:bonus' as const,
      to: { wallet: playerId },
      cents: toCents(bonus.amount),
      externalId: `bonus:${bonus.id}`,
      description: bonus.name,
      at: new Date(bonus.awardedAt),
    })),
  );
  for (const [index, bonus] of credited.entries()) {
    await db
      .updateTable('player_bonuses')
      .set({ ledger_transaction_id: transactionIds[index] ?? null })
      .where('id', '=', bonus.id)
      .execute();
  }
}

export async function seedBonus({ services, players }: SeedContext): Promise<void> {
  const now = services.now();
  await seedCatalogue(services.db, now);
  const [demo] = demoPlayers;
  const playerId = players.get(demo.username);
  if (playerId !== undefined) await seedDemoBonuses(services.db, playerId, now, demo.balance);
}
