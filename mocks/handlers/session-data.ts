import type { SessionData } from '@generated/api/model';
import type { Player } from '../db';

export function sessionDataOf(player: Player): SessionData {
  return {
    token: player.token,
    username: player.username,
    usercode: player.usercode,
    balance: player.balance,
    phone: player.phone,
    smsVerified: player.smsVerified,
    betsyCid: null,
    betsyUrl: null,
    betsyToken: null,
    betcoToken: null,
    betcoUrl: null,
  };
}
