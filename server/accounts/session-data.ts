import type { SessionData } from '../../generated/server/model/sessionData.ts';
import type { PlayerRow } from '../http/context.ts';
import { balanceOf, fromCents } from '../money/ledger.ts';
import type { Services } from '../services.ts';

/** What login and registration answer: the token and the player's profile and balance. */
export async function sessionDataOf(
  services: Services,
  player: PlayerRow,
  token: string,
): Promise<SessionData> {
  return {
    token,
    username: player.username,
    usercode: player.usercode,
    balance: fromCents(await balanceOf(services.db, player.id)),
    phone: player.phone,
    smsVerified: player.sms_verified,
    betsyCid: null,
    betsyUrl: null,
    betsyToken: null,
    betcoToken: null,
    betcoUrl: null,
  };
}
