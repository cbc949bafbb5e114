import {
  MAX_PUSH_SUBSCRIPTIONS_PER_USER,
  PUSH_MESSAGES,
  type SavePushSubscriptionRequest,
} from '@focus-room/core/api/push';
import type { AppContext } from '../../app-context';
import { badRequest, unauthorized } from '../../lib/http-error';
import { pushSubscriptionsRepository } from '../../repositories/push-subscriptions-repository';
import { inTransaction } from '../../repositories/transaction';
import { isAcceptedPushEndpoint } from './endpoint-check';
import { isP256Point } from './subscription-keys';

/**
 * Saves this browser's subscription for the user; a user keeps at most ten (the oldest goes), counted
 * under the user's row lock.
 */
export async function savePushSubscription(
  ctx: AppContext,
  userId: string,
  subscription: SavePushSubscriptionRequest,
) {
  if (!isAcceptedPushEndpoint(subscription.endpoint, ctx.config.pushAllowLoopback)) {
    throw badRequest(PUSH_MESSAGES.endpoint, { endpoint: PUSH_MESSAGES.endpoint });
  }
  // The schema checked the key's length; a key off the curve would make every message to it fail.
  if (!isP256Point(subscription.keys.p256dh)) {
    throw badRequest(PUSH_MESSAGES.p256dh, { 'keys.p256dh': PUSH_MESSAGES.p256dh });
  }
  await inTransaction(ctx.db, async (tx) => {
    // Without the owner's lock, saves at the same moment each see only their own new row and keep it.
    if (!(await pushSubscriptionsRepository.lockOwner(tx, userId))) throw unauthorized();
    await pushSubscriptionsRepository.upsert(tx, {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: ctx.now(),
    });
    await pushSubscriptionsRepository.trimOldest(tx, userId, MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  });
  return { subscribed: true as const };
}

/** Removes the user's own subscription with this endpoint; another user's row is never touched. */
export async function removePushSubscription(ctx: AppContext, userId: string, endpoint: string) {
  return { removed: await pushSubscriptionsRepository.remove(ctx.db, userId, endpoint) };
}
