import { removePushSubscriptionRoute } from '@focus-room/core/api/push-plain';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/push/subscriptions: the server forgets this browser for the signed-in user. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await apiRequest(removePushSubscriptionRoute, {
    body: { endpoint },
    loadSchema: () =>
      import('@focus-room/core/api/push').then((api) => api.removePushSubscriptionResponseSchema),
  });
}
