import type { UpdateTimeSpentResponse, UserStatsResponse } from '@focus-room/core/api/economy';
import type { UserLevelResponse } from '@focus-room/core/api/levels';
import type { QueryClient } from '@tanstack/react-query';
import type { AppEvents } from '../../../lib/app-events';
import { levelKeys } from '../api/level-keys';

/**
 * The timer's save-coin answer (coinUpdate) written into the cached figures it carries: the balance on the
 * level card and in the stats. Only what it does not carry is read again: how many levels the balance buys
 * (the server's plan). Both listeners (level widget, profile stats) may apply one answer; the writes are
 * idempotent and the second invalidation joins the fetch the first one started.
 */
export function applyCoinAnswer(queryClient: QueryClient, { coins }: AppEvents['coinUpdate']) {
  queryClient.setQueryData<UserLevelResponse>(levelKeys.userLevel, (level) => level && { ...level, coins });
  queryClient.setQueryData<UserStatsResponse>(
    levelKeys.stats,
    // The server's ledger keeps balance = earned − spent, so earned follows from the new balance.
    (stats) => stats && { ...stats, currentCoins: coins, totalCoinsEarned: coins + stats.coinsSpent },
  );
  return queryClient.invalidateQueries({ queryKey: levelKeys.upgradeInfo }, { cancelRefetch: false });
}

/** The update-time-spent answer (statsUpdate): focus time changes no level, coin or upgrade figure. */
export function applyTimeAnswer(queryClient: QueryClient, { totalTimeSpent }: UpdateTimeSpentResponse) {
  queryClient.setQueryData<UserStatsResponse>(
    levelKeys.stats,
    (stats) => stats && { ...stats, totalTimeSpent },
  );
}
