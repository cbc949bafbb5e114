import type { UserRow } from '../../repositories/users-repository';

/**
 * Totals of the ledger, read from the running totals on the user row (kept by database triggers, decision
 * 024). "Earned" is every movement that is not an upgrade (focus, tasks and admin adjustments, net),
 * "spent" is what upgrades and collection items cost, so balance = earned − spent always holds. `user` is the row the request's
 * authentication read: a read answered from it is as fresh as one that queried again a moment later.
 */
export function coinTotals(user: UserRow) {
  return { earned: user.coinsEarned, spent: user.coinsSpent };
}

export function userStats(user: UserRow) {
  return {
    currentCoins: user.coins,
    totalCoinsEarned: user.coinsEarned,
    coinsSpent: user.coinsSpent,
    collectionCoinsSpent: user.collectionCoinsSpent,
    totalTimeSpent: user.focusTime,
    level: user.level,
  };
}
