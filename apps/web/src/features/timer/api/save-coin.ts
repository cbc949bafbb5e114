import { type SaveCoinResponse, saveCoinResponseSchema, saveCoinRoute } from '@focus-room/core/api/economy';
import { apiRequest } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';

/** POST /api/auth/save-coin. The server may credit fewer coins than claimed (wall-clock bound). */
export async function saveCoins(coins: number): Promise<SaveCoinResponse> {
  const answer = await apiRequest(saveCoinRoute, {
    body: { coins },
    schema: saveCoinResponseSchema,
  });
  fireAppEvent('coinUpdate', answer);
  return answer;
}
