/**
 * The order the checker runs the contract's operations in, as data: `first` runs first (a fresh
 * player registers and logs in), `last` runs last (the writes, then log out), and every operation
 * of the contract named in neither list (the reads, and any operation added later) runs in the
 * middle, in the contract's order. A name here that the contract no longer has is ignored.
 */
export const runOrder: { first: readonly string[]; last: readonly string[] } = {
  first: ['register', 'login'],
  last: [
    'defineTrialBonus',
    'claimBonus',
    'claimBonusCode',
    'getBonuses',
    'toggleFavorite',
    'readNotification',
    'getPaymentDetail',
    'deposit',
    'withdraw',
    'getTransactionHistory',
    'cancelWithdraw',
    'launchDt',
    'launchEm',
    'launchAmusnet',
    'launchEgt',
    'launchHub88',
    'launchSoftgamings',
    'setLimit',
    'setSessionLimit',
    'cancelLimitChange',
    'setRealityCheck',
    'updatePhone',
    'changePassword',
    'sendResetPassword',
    'checkResetCode',
    'changePasswordWithCode',
    // With the example's password these are refused (a real break would end the session).
    'takeBreak',
    'selfExclude',
    'logout',
  ],
};

/** `items` (each with an operationId) sorted by `runOrder`; the rest keep their relative order. */
export function ordered<T extends { operationId: string }>(items: readonly T[]): T[] {
  const rank = (id: string): number => {
    const first = runOrder.first.indexOf(id);
    if (first >= 0) return first - runOrder.first.length;
    const last = runOrder.last.indexOf(id);
    return last >= 0 ? 1 + last : 0;
  };
  // Array.prototype.sort is stable: the middle keeps the contract's order.
  return [...items].sort((a, b) => rank(a.operationId) - rank(b.operationId));
}
