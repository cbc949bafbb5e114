import { savePushSubscriptionRoute } from '@focus-room/core/api/push-plain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/push/subscriptions: this browser's push subscription (PushSubscription.toJSON()). */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await apiRequest(savePushSubscriptionRoute, {
    body: subscription,
    loadSchema: () =>
      import('@focus-room/core/api/push').then((api) => api.savePushSubscriptionResponseSchema),
  });
}
