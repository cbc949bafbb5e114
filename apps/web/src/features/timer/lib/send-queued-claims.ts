import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { readStorage } from '../../../lib/storage';
import { completePomodoro } from '../api/complete-pomodoro';
import { totalTimeSpentQueryOptions } from '../api/get-total-time-spent';
import { saveCoins } from '../api/save-coin';
import { updateTimeSpent } from '../api/update-time-spent';
import type { QueuedClaim } from './claim-queue';
import { type FlushOutcome, flushClaims } from './flush-claims';

function sender(queryClient: QueryClient) {
  return async (item: QueuedClaim): Promise<void> => {
    if (item.kind === 'coins') {
      await saveCoins(item.coins, item.key);
    } else if (item.kind === 'time') {
      const { totalTimeSpent } = await updateTimeSpent(item.units, item.key);
      queryClient.setQueryData(totalTimeSpentQueryOptions.queryKey, totalTimeSpent);
    } else {
      await completePomodoro(item);
    }
  };
}

/**
 * Sends the user's queued claims now, unless the browser knows it is offline: a send that cannot arrive
 * would only freeze the open item, and focus earned after it would then travel as a second claim.
 */
export function sendQueuedClaims(userId: string, queryClient: QueryClient): Promise<FlushOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve('later');
  return flushClaims(userId, sender(queryClient), () => readStorage(TOKEN_STORAGE_KEY) !== null);
}
