import { notify } from '../customer/notify.ts';
import { afterCommit, type Executor } from '../db/transact.ts';
import type { Translate, Locale } from '../i18n/i18n.ts';
import { lira } from '../i18n/i18n.ts';
import type { Services } from '../services.ts';
import type { GrantedBonus } from './claims.ts';
import { inLocale } from './player-bonuses.ts';

// A given bonus is told to the player twice, in the request's language: the answer's message and
// a Bonus notification (type 4) pushed through the hub, titled with the bonus's name.
export async function announceBonus(
  services: Services,
  t: Translate,
  locale: Locale,
  playerId: number,
  bonus: GrantedBonus,
  /** The notification goes once this transaction commits (at once without one). */
  db: Executor = services.db,
): Promise<string> {
  const name = inLocale(locale, bonus.nameTr, bonus.nameEn);
  const message = t('bonus:granted', { name, amount: lira(locale, bonus.amountCents) });
  await afterCommit(db, () => notify(services, playerId, { type: 4, title: name, note: message }));
  return message;
}
