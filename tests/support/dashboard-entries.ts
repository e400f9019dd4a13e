/** The dashboard menu in English: the profile menu lists it, the account page too. */
export const dashboardEntries: Array<[name: string, href: string]> = [
  ['Account', '/dashboard/account'],
  ['Deposit', '/dashboard/deposit'],
  ['Withdraw', '/dashboard/withdraw'],
  ['Phone Verification', '/dashboard/phone-verification'],
  ['Change Password', '/dashboard/change-password'],
  ['Financial Activities', '/dashboard/financial-activities'],
  ['Game History', '/dashboard/game-history'],
  ['Claim Bonus', '/dashboard/claim-bonus'],
  ['Bonuses', '/dashboard/bonuses'],
  ['Session History', '/dashboard/session-history'],
  ['Responsible Gaming', '/dashboard/responsible-gaming'],
];
