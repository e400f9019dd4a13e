import type { PlayerBonus, ProcessingStatus } from '@generated/api/model';
import { multiplyMoney } from './money.ts';

// Bonuses: what a claimed bonus must be wagered, how far the wagering has come, when an active
// bonus becomes past (completed or expired), which offers a player may still claim and how a
// bonus code is read. Shared by the server and the in-browser mock so both grant, show and close
// bonuses by exactly the same rules; pure, `now` a parameter.

const DAY_MS = 86_400_000;
/** A bonus must be wagered this many times its amount before it can be withdrawn. */
export const WAGERING_TIMES = 10;
/** A claimed bonus expires this many days after it was given. */
export const BONUS_VALID_DAYS = 30;
/** An offer stays open this many days from when it is listed. */
export const OFFER_VALID_DAYS = 30;

/** The amount to wager before a bonus of `amount` can be withdrawn. */
export function wageringRequirement(amount: number): number {
  return multiplyMoney(amount, WAGERING_TIMES);
}

/** A bonus as claimed at `now`: Processing, nothing wagered, expiring after BONUS_VALID_DAYS. */
export function newBonus(name: string, amount: number, now: number): Omit<PlayerBonus, 'id'> {
  return {
    name,
    amount,
    status: 1,
    wagered: 0,
    wageringRequired: wageringRequirement(amount),
    awardedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + BONUS_VALID_DAYS * DAY_MS).toISOString(),
  };
}

/** When an offer listed at `now` closes. */
export function offerExpiresAt(now: number): string {
  return new Date(now + OFFER_VALID_DAYS * DAY_MS).toISOString();
}

/** How far the wagering has come: wagered so far (at most the requirement), what is left, 0-1. */
export function wageringProgress(bonus: Pick<PlayerBonus, 'wagered' | 'wageringRequired'>): {
  done: number;
  left: number;
  share: number;
} {
  const required = Math.max(bonus.wageringRequired, 0);
  const done = Math.min(Math.max(bonus.wagered, 0), required);
  return { done, left: required - done, share: required === 0 ? 1 : done / required };
}

/**
 * A bonus's status at `now`. Processing (active) becomes Completed once the requirement is
 * wagered, else Expired once its expiry has passed; Completed, Cancelled and Expired are past and
 * final.
 */
export function bonusStatusAt(
  bonus: Pick<PlayerBonus, 'status' | 'wagered' | 'wageringRequired' | 'expiresAt'>,
  now: number,
): ProcessingStatus {
  if (bonus.status !== 1) return bonus.status;
  if (bonus.wagered >= bonus.wageringRequired) return 2;
  if (bonus.expiresAt && Date.parse(bonus.expiresAt) <= now) return 4;
  return 1;
}

/** Active bonuses first, then past ones; newest first within each. */
export function orderBonuses<T extends Pick<PlayerBonus, 'status' | 'awardedAt'>>(
  bonuses: readonly T[],
): T[] {
  return [...bonuses].sort(
    (a, b) =>
      Number(b.status === 1) - Number(a.status === 1) || b.awardedAt.localeCompare(a.awardedAt),
  );
}

// Each offer and each code is claimed once per player: a claim is remembered by its key.

export const offerClaimKey = (id: number): string => `offer:${id}`;
export const codeClaimKey = (code: string): string => `code:${normalizeBonusCode(code)}`;

/** Codes are read without regard to case: "royal100" is ROYAL100. */
export function normalizeBonusCode(code: string): string {
  return code.toUpperCase();
}

/** The offers the player has not claimed yet. */
export function claimableOffers<T extends { id: number }>(
  offers: readonly T[],
  claims: readonly string[],
): T[] {
  return offers.filter((offer) => !claims.includes(offerClaimKey(offer.id)));
}

/** The offer of `id` when the player may claim it; undefined for an unknown or claimed one. */
export function claimableOffer<T extends { id: number }>(
  offers: readonly T[],
  id: number | undefined,
  claims: readonly string[],
): T | undefined {
  return claimableOffers(offers, claims).find((offer) => offer.id === id);
}

export type CodeClaim =
  | { ok: true; code: string; amount: number; claim: string }
  | { ok: false; reason: 'unknown' | 'used' };

/** Reading a bonus code against the valid ones (code -> amount) and the player's claims. */
export function claimBonusCode(
  code: string,
  codes: Readonly<Record<string, number>>,
  claims: readonly string[],
): CodeClaim {
  const normal = normalizeBonusCode(code);
  const amount = Object.hasOwn(codes, normal) ? codes[normal] : undefined;
  if (amount === undefined) return { ok: false, reason: 'unknown' };
  const claim = codeClaimKey(normal);
  if (claims.includes(claim)) return { ok: false, reason: 'used' };
  return { ok: true, code: normal, amount, claim };
}

/**
 * Why a player cannot be given the registration trial bonus now, or null when they can: it is
 * given once, only while one is offered (an amount above zero), and only to a player whose phone
 * is verified (the bonus is tied to a real person's number, so one person gets one).
 */
export function trialBonusProblem(
  player: { smsVerified: boolean; trialBonusDefined: boolean },
  amount: number,
): 'already' | 'none' | 'unverified' | null {
  if (player.trialBonusDefined) return 'already';
  if (!(amount > 0)) return 'none';
  if (!player.smsVerified) return 'unverified';
  return null;
}
