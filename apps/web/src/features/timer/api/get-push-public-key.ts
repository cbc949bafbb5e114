import { pushPublicKeyRoute } from '@focus-room/core/api/push-plain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/push/public-key: the server's VAPID key, which the browser's push subscription is bound to. */
export async function getPushPublicKey(): Promise<string> {
  const answer = await apiRequest(pushPublicKeyRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/push')).pushPublicKeyResponseSchema,
    anonymous: true,
  });
  return answer.publicKey;
}
