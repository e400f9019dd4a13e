import { newBonus, normalizeBonusCode } from '../../domain/bonus.ts';
import { transact, type Executor } from '../db/transact.ts';
import { fromCents, move, toCents } from '../money/ledger.ts';
import type { Services } from '../services.ts';

// Claiming an offer or a bonus code. The claim row and the ledger credit (house:bonus to the
// player's wallet) are written in one SQL transaction; the database's unique constraints make
// each offer and each code claimable once per player, so claims that arrive together give one
// bonus and one credit. An offer of another player is refused as if it did not exist.

export interface GrantedBonus {
  bonusId: number;
  nameTr: string;
  nameEn: string;
  amountCents: number;
}

export type OfferClaim =
  ({ ok: true } & GrantedBonus) | { ok: false; reason: 'absent' | 'claimed' | 'expired' };

export type CodeClaim =
  ({ ok: true } & GrantedBonus) | { ok: false; reason: 'unknown' | 'used' | 'expired' };

interface Definition {
  definition_id: number;
  name_tr: string;
  name_en: string;
  amount_cents: number;
}

const isPast = (end: Date | null, now: Date) => end !== null && end.getTime() <= now.getTime();

/** Gives the bonus of `definition` once; null when this offer or code was claimed already. */
async function give(
  services: Services,
  playerId: number,
  definition: Definition,
  source: { offer_id: number } | { code_id: number },
  db: Executor,
): Promise<GrantedBonus | null> {
  const now = services.now();
  const terms = newBonus(definition.name_tr, fromCents(definition.amount_cents), now.getTime());
  const conflictOn = 'offer_id' in source ? 'offer_id' : 'code_id';
  return transact(db, async (trx) => {
    const inserted = await trx
      .insertInto('player_bonuses')
      .values({
        player_id: playerId,
        definition_id: definition.definition_id,
        ...source,
        name_tr: definition.name_tr,
        name_en: definition.name_en,
        amount_cents: definition.amount_cents,
        wagering_required_cents: toCents(terms.wageringRequired),
        awarded_at: now,
        expires_at: terms.expiresAt ? new Date(terms.expiresAt) : null,
      })
      .onConflict((oc) => oc.columns(['player_id', conflictOn]).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    if (definition.amount_cents > 0) {
      const { transactionId } = await move(trx, {
        kind: 'bonus',
        playerId,
        from: 'house:bonus',
        to: { wallet: playerId },
        cents: definition.amount_cents,
        externalId: `bonus:${inserted.id}`,
        description: definition.name_tr,
        at: now,
      });
      await trx
        .updateTable('player_bonuses')
        .set({ ledger_transaction_id: transactionId })
        .where('id', '=', inserted.id)
        .execute();
    }
    return {
      bonusId: inserted.id,
      nameTr: definition.name_tr,
      nameEn: definition.name_en,
      amountCents: definition.amount_cents,
    };
  });
}

/** Claims the offer `offerId` for the player. */
export async function claimOffer(
  services: Services,
  playerId: number,
  offerId: number,
  /** The caller's transaction, when the claim is part of a larger unit of work. */
  db: Executor = services.db,
): Promise<OfferClaim> {
  const offer = await db
    .selectFrom('bonus_offers as o')
    .innerJoin('bonus_definitions as d', 'd.id', 'o.definition_id')
    .select(['o.id', 'o.expires_at', 'o.definition_id', 'd.name_tr', 'd.name_en', 'd.amount_cents'])
    .where('o.id', '=', offerId)
    .where((eb) => eb.or([eb('o.player_id', 'is', null), eb('o.player_id', '=', playerId)]))
    .executeTakeFirst();
  if (!offer) return { ok: false, reason: 'absent' };
  const claimed = await db
    .selectFrom('player_bonuses')
    .select('id')
    .where('player_id', '=', playerId)
    .where('offer_id', '=', offer.id)
    .executeTakeFirst();
  if (claimed) return { ok: false, reason: 'claimed' };
  if (isPast(offer.expires_at, services.now())) return { ok: false, reason: 'expired' };
  const granted = await give(services, playerId, offer, { offer_id: offer.id }, db);
  return granted ? { ok: true, ...granted } : { ok: false, reason: 'claimed' };
}

/** Claims the bonus a code stands for; the code is read without regard to case. */
export async function claimCode(
  services: Services,
  playerId: number,
  typed: string,
  /** The caller's transaction, when the claim is part of a larger unit of work. */
  db: Executor = services.db,
): Promise<CodeClaim> {
  const code = await db
    .selectFrom('bonus_codes as c')
    .innerJoin('bonus_definitions as d', 'd.id', 'c.definition_id')
    .select(['c.id', 'c.expires_at', 'c.definition_id', 'd.name_tr', 'd.name_en', 'd.amount_cents'])
    .where('c.code', '=', normalizeBonusCode(typed))
    .executeTakeFirst();
  if (!code) return { ok: false, reason: 'unknown' };
  const used = await db
    .selectFrom('player_bonuses')
    .select('id')
    .where('player_id', '=', playerId)
    .where('code_id', '=', code.id)
    .executeTakeFirst();
  if (used) return { ok: false, reason: 'used' };
  if (isPast(code.expires_at, services.now())) return { ok: false, reason: 'expired' };
  const granted = await give(services, playerId, code, { code_id: code.id }, db);
  return granted ? { ok: true, ...granted } : { ok: false, reason: 'used' };
}
