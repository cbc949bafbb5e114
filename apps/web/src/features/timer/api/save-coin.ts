import type { SaveCoinResponse } from '@focus-room/core/api/economy';
import { saveCoinRoute } from '@focus-room/core/api/economy-plain';
import { apiRequest } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';
import { IDEMPOTENCY_HEADER } from '../lib/idempotency';

/** POST /api/auth/save-coin, once per queued claim (the key makes a retry safe). The server may credit fewer coins than claimed (wall-clock bound). */
export async function saveCoins(coins: number, idempotencyKey: string): Promise<SaveCoinResponse> {
  const answer = await apiRequest(saveCoinRoute, {
    body: { coins },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    loadSchema: async () => (await import('@focus-room/core/api/economy')).saveCoinResponseSchema,
  });
  fireAppEvent('coinUpdate', answer);
  return answer;
}
