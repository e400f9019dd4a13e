// Route paths of site-spec section 2.1, defined once.
export const paths = {
  home: '/',
  sports: '/spor',
  liveSports: '/livespor',
  sportsShort: '/spor/fcg',
  liveSportsShort: '/livespor/fcg',
  esports: '/esports',
  casinoSlot: '/casino/slot',
  casinoLive: '/casino/live',
  casinoGames: '/casino/games',
  casinoBingo: '/casino/bingo',
  casinoTvBets: '/casino/tvbets',
  casinoPlay: (encodedGame: string) => `/casino/play/${encodedGame}`,
  promotions: '/promotions',
  page: (id: number | string) => `/pages/${id}`,
  generalTerms: '/pages/1',
  dashboard: '/dashboard',
  account: '/dashboard/account',
  phoneVerification: '/dashboard/phone-verification',
  deposit: '/dashboard/deposit',
  withdraw: '/dashboard/withdraw',
  changePassword: '/dashboard/change-password',
  financialActivities: '/dashboard/financial-activities',
  gameHistory: '/dashboard/game-history',
  claimBonus: '/dashboard/claim-bonus',
  bonuses: '/dashboard/bonuses',
  sessionHistory: '/dashboard/session-history',
} as const;

/** Search goes to live casino when the player is on it, otherwise to slots (spec 2.1). */
export function searchRoute(currentPath: string): string {
  return currentPath === paths.casinoLive ? paths.casinoLive : paths.casinoSlot;
}
