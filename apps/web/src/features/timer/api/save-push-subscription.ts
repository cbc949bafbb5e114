import { savePushSubscriptionResponseSchema, savePushSubscriptionRoute } from '@focus-room/core/api/push';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/push/subscriptions: this browser's push subscription (PushSubscription.toJSON()). */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await apiRequest(savePushSubscriptionRoute, {
    body: subscription,
    schema: savePushSubscriptionResponseSchema,
  });
}
