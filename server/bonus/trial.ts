import { trialBonusProblem } from '../../domain/bonus.ts';
import { siteSetting } from '../content/settings.ts';
import { transact } from '../db/transact.ts';
import { move, toCents } from '../money/ledger.ts';
import type { Services } from '../services.ts';

// The trial bonus offered at registration (the celebration screen's Yes button). Its amount is
// the site setting the startup bundle shows at Sign Up (trialBonusAmount, in lira; 0 offers
// none), so what the player is promised and what is credited are one figure. It is credited once
// per player (house:bonus to the wallet) in the same SQL transaction that marks it given, and, as
// the site has always done, it is money on the balance only: no bonus row, no wagering.
export async function defineTrialBonus(
  services: Services,
  player: { id: number; sms_verified: boolean; trial_bonus_defined: boolean },
): Promise<'defined' | 'already' | 'none' | 'unverified'> {
  const playerId = player.id;
  const amount = Number(await siteSetting(services.db, 'trialBonusAmount')) || 0;
  const problem = trialBonusProblem(
    { smsVerified: player.sms_verified, trialBonusDefined: player.trial_bonus_defined },
    amount,
  );
  if (problem) return problem;
  const cents = toCents(amount);
  return transact(services.db, async (trx) => {
    // Marking it given first means two Yes clicks at once credit it once: the second finds it set.
    const marked = await trx
      .updateTable('players')
      .set({ trial_bonus_defined: true })
      .where('id', '=', playerId)
      .where('trial_bonus_defined', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!marked) return 'already';
    await move(trx, {
      kind: 'bonus',
      playerId,
      from: 'house:bonus',
      to: { wallet: playerId },
      cents,
      // The ledger itself applies a trial credit once per player.
      externalId: `trial:${playerId}`,
      description: 'Deneme Bonusu',
      at: services.now(),
    });
    return 'defined';
  });
}
