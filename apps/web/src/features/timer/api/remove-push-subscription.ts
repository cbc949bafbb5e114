import { removePushSubscriptionResponseSchema, removePushSubscriptionRoute } from '@focus-room/core/api/push';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/push/subscriptions: the server forgets this browser for the signed-in user. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await apiRequest(removePushSubscriptionRoute, {
    body: { endpoint },
    schema: removePushSubscriptionResponseSchema,
  });
}
