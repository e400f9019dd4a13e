import type { SessionData } from '@generated/api/model';

/** A logged-in player's session data, for tests of the session module that need no mock backend. */
export const demoSession: SessionData = {
  token: 'tok',
  username: 'demo',
  usercode: '100245',
  balance: 10,
  phone: '5321234567',
  smsVerified: true,
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
};
