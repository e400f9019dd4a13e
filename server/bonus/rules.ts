import { bonusStatusAt } from '../../domain/bonus.ts';

// How a bet counts towards the player's active bonuses (pure; the rest of the bonus rules are
// domain/bonus.ts's). The bet goes to the oldest active bonus first; what it wagers beyond that
// bonus's requirement carries on to the next one, so each cent of a bet counts once. A bonus
// whose requirement is met is completed; an active bonus whose time is up is expired and takes
// nothing. All amounts are integer cents.

export interface ActiveBonus {
  id: number;
  wageredCents: number;
  requiredCents: number;
  expiresAt: Date | null;
}

export interface BonusChange {
  id: number;
  wageredCents: number;
  /** The bonus's status after the bet: 1 still active, 2 completed, 4 expired. */
  status: 1 | 2 | 4;
}

/** The changes a bet of `cents` at `at` makes to `bonuses` (oldest first); unchanged ones are left out. */
export function allocateWager(
  bonuses: readonly ActiveBonus[],
  cents: number,
  at: Date,
): BonusChange[] {
  const changes: BonusChange[] = [];
  let left = Math.max(cents, 0);
  for (const bonus of bonuses) {
    const statusOf = (wagered: number) =>
      bonusStatusAt(
        {
          status: 1,
          wagered,
          wageringRequired: bonus.requiredCents,
          expiresAt: bonus.expiresAt?.toISOString() ?? null,
        },
        at.getTime(),
      );
    const before = statusOf(bonus.wageredCents);
    if (before === 4) {
      changes.push({ id: bonus.id, wageredCents: bonus.wageredCents, status: 4 });
      continue;
    }
    const counted = Math.min(left, Math.max(bonus.requiredCents - bonus.wageredCents, 0));
    const wageredCents = bonus.wageredCents + counted;
    left -= counted;
    const after = statusOf(wageredCents);
    if (counted > 0 || after !== 1) {
      changes.push({ id: bonus.id, wageredCents, status: after === 2 ? 2 : 1 });
    }
  }
  return changes;
}
