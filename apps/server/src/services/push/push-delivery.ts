import type { AppContext } from '../../app-context';
import {
  type PushSubscriptionRow,
  pushSubscriptionsRepository,
} from '../../repositories/push-subscriptions-repository';
import { type PushOptions, sendPush } from './push-sender';
import { hasUsableKeys } from './subscription-keys';

/**
 * Pushes `payload` to every browser the users subscribed (period ends, a group's "started focusing").
 * A subscription the push service no longer knows (404, 410) or whose keys cannot encrypt a message is
 * deleted; other failures are logged and not retried, each browser's apart from the others'.
 */
export async function pushToUsers(ctx: AppContext, userIds: string[], payload: string, options: PushOptions) {
  const subscriptions = await pushSubscriptionsRepository.listForUsers(ctx.db, userIds);
  await Promise.all(subscriptions.map((subscription) => pushTo(ctx, subscription, payload, options)));
}

/**
 * One browser's push. It never throws: whatever goes wrong with one subscription, the others' pushes go
 * out, and the job is not run again for it (which would push to the others a second time).
 */
async function pushTo(
  ctx: AppContext,
  subscription: PushSubscriptionRow,
  payload: string,
  options: PushOptions,
) {
  const host = hostOf(subscription.endpoint);
  try {
    if (!hasUsableKeys(subscription)) {
      // Saved before registration checked the keys: no message can ever be encrypted for it.
      await pushSubscriptionsRepository.removeById(ctx.db, subscription.userId, subscription.id);
      ctx.log.warn({ host }, 'push subscription with unusable keys deleted');
      return;
    }
    const { status } = await sendPush(ctx.config, subscription, payload, options);
    if (status === 404 || status === 410) {
      await pushSubscriptionsRepository.removeById(ctx.db, subscription.userId, subscription.id);
      ctx.log.info({ status }, 'expired push subscription deleted');
    } else if (status < 200 || status >= 300) {
      ctx.log.warn({ status, host }, 'push not accepted');
    }
  } catch (err) {
    ctx.log.warn({ err, host }, 'push failed');
  }
}

function hostOf(endpoint: string) {
  return URL.canParse(endpoint) ? new URL(endpoint).host : null;
}
