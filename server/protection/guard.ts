import { depositAllowance, depositAllowed, playBlockedBy } from '../../domain/limits.ts';
import type { Db } from '../db/database.ts';
import { lira, moment } from '../i18n/i18n.ts';
import { fromCents, toCents } from '../money/ledger.ts';
import type { Services } from '../services.ts';
import { announceLimitAlerts } from './alerts.ts';
import { blockAt } from './blocks.ts';
import { eachLocale } from './each-locale.ts';
import { anyLimitOf, limitSettings, lockProtection } from './limit-store.ts';
import { playerLimits } from './limit-use.ts';

// The player-protection check every path that moves money asks first: a bet or a deposit that a
// break, an exclusion, a loss/wager/deposit limit or a session limit forbids is refused with the
// returned message (an i18n key of the protection namespace and its values). Called inside the
// caller's SQL transaction, so the check and the movement see the same rows. The values that a
// language writes its own way (lira, a moment) come written in each language, so the caller
// only translates: refuse(c, t(refusal.key, refusal.params)).
export interface Refusal {
  key: string;
  params?: Record<string, unknown>;
}

/** Each limit that stops play has its own message. */
const PLAY_REFUSALS = {
  2: 'protection:lossLimitReached',
  3: 'protection:wagerLimitReached',
  4: 'protection:sessionLimitReached',
} as const;

export async function checkSpend(
  services: Services,
  db: Db,
  playerId: number,
  spend: { kind: 'bet' | 'deposit'; cents: number },
): Promise<Refusal | null> {
  const now = services.now();
  const block = await blockAt(db, playerId, now);
  if (block) {
    return {
      key: block.kind === 'exclusion' ? 'protection:excludedUntil' : 'protection:breakUntil',
      params: { when: eachLocale((locale) => moment(locale, block.until)) },
    };
  }
  const settings = await limitSettings(db, playerId, now.getTime());
  // A deposit meets the deposit limits only; a bet the loss, wager and session-time limits.
  if (!anyLimitOf(settings, spend.kind === 'deposit' ? [1] : [2, 3, 4])) return null;
  // Two spends of a limited player are checked one after the other (the lock lasts until the
  // caller's transaction ends), so the second sees the first and both cannot pass the limit.
  await lockProtection(db, playerId);
  const limits = await playerLimits(db, playerId, now.getTime());
  if (spend.kind === 'deposit') {
    if (depositAllowed(limits, fromCents(spend.cents))) return null;
    const left = toCents(depositAllowance(limits) ?? 0);
    return {
      key: 'protection:depositOverLimit',
      params: { left: eachLocale((locale) => lira(locale, left)) },
    };
  }
  const limit = playBlockedBy(limits, fromCents(spend.cents));
  if (!limit || limit.kind === 1) return null;
  return { key: PLAY_REFUSALS[limit.kind] };
}

/**
 * After money moved: pushes the limit alerts (80 %, 100 %) that became due, each once. The money
 * has moved already, so an alert that cannot go is logged and the caller's answer stands.
 */
export async function afterSpend(services: Services, playerId: number): Promise<void> {
  try {
    await announceLimitAlerts(services, playerId);
  } catch (error) {
    services.logger.error({ err: error, playerId }, 'limit alerts failed');
  }
}
