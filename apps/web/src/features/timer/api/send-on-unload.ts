import type { ApiRoute } from '@focus-room/core/api/route';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { readStorage } from '../../../lib/storage';
import { IDEMPOTENCY_HEADER } from '../lib/idempotency';

/**
 * A save while the page unloads, which focus time and coins need too. `fetch` with `keepalive` outlives the
 * page like a beacon, but unlike `sendBeacon` it can carry the bearer header the API needs. Nobody is left to
 * read the answer.
 */
export function sendOnUnload(route: ApiRoute, body: unknown, idempotencyKey?: string): void {
  const token = readStorage(TOKEN_STORAGE_KEY);
  if (!token) return;
  try {
    void fetch(route.path, {
      method: route.method,
      keepalive: true,
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    }).catch((error: unknown) => console.error('Saving focus time on unload failed', error));
  } catch (error) {
    console.error('Saving focus time on unload failed', error);
  }
}
