import type { UpdateTimeSpentResponse, UserStatsResponse } from '@focus-room/core/api/economy';
import type { UserLevelResponse } from '@focus-room/core/api/levels';
import type { QueryClient } from '@tanstack/react-query';
import type { AppEvents } from '../../../lib/app-events';
import { levelKeys } from '../api/level-keys';

// The level widget and the profile stats both listen and receive the same detail object: it is applied once.
const applied = new WeakSet<object>();

/**
 * The timer's save-coin answer (coinUpdate) written into the cached figures it carries: the balance on the
 * level card and in the stats. Only what it does not carry is read again: how many levels the balance buys
 * (the server's plan).
 */
export function applyCoinAnswer(queryClient: QueryClient, answer: AppEvents['coinUpdate']) {
  if (applied.has(answer)) return;
  applied.add(answer);
  const { coins } = answer;
  queryClient.setQueryData<UserLevelResponse>(levelKeys.userLevel, (level) => level && { ...level, coins });
  queryClient.setQueryData<UserStatsResponse>(
    levelKeys.stats,
    // The server's ledger keeps balance = earned − spent, so earned follows from the new balance.
    (stats) => stats && { ...stats, currentCoins: coins, totalCoinsEarned: coins + stats.coinsSpent },
  );
  void queryClient.invalidateQueries({ queryKey: levelKeys.upgradeInfo });
}

/** The update-time-spent answer (statsUpdate): focus time changes no level, coin or upgrade figure. */
export function applyTimeAnswer(queryClient: QueryClient, { totalTimeSpent }: UpdateTimeSpentResponse) {
  queryClient.setQueryData<UserStatsResponse>(
    levelKeys.stats,
    (stats) => stats && { ...stats, totalTimeSpent },
  );
}
