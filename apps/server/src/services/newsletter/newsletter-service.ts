import { NEWSLETTER_MESSAGES, RECENT_SUBSCRIBER_DAYS } from '@focus-room/core/api/newsletter';
import type { AppContext } from '../../app-context';
import {
  type NewsletterSubscriptionRow,
  newsletterRepository,
} from '../../repositories/newsletter-repository';
import type { UserRow } from '../../repositories/users-repository';
import { usersRepository } from '../../repositories/users-repository';
import { newsletterWelcomeMail } from '../mail/templates';

const DAY_MS = 24 * 60 * 60 * 1000;

const toSubscription = (row: NewsletterSubscriptionRow) => ({
  email: row.email,
  subscribedAt: row.subscribedAt.toISOString(),
});

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function newsletterStatus(ctx: AppContext, userId: string) {
  const row = await newsletterRepository.findByUser(ctx.db, userId);
  return { isSubscribed: Boolean(row), subscription: row ? toSubscription(row) : null };
}

/**
 * Subscribes the user, or moves an existing subscription to `email` (keeping its date). A welcome mail
 * goes to the address whenever it starts receiving the newsletter; a mail failure is only logged, since
 * the subscription itself has succeeded.
 */
export async function subscribe(ctx: AppContext, user: UserRow, email: string) {
  const existing = await newsletterRepository.findByUser(ctx.db, user.id);
  if (existing && sameAddress(existing.email, email)) {
    return { message: NEWSLETTER_MESSAGES.subscribed, subscription: toSubscription(existing) };
  }
  // A concurrent subscribe of the same user may insert first; the unique index then turns this into
  // an address change.
  const inserted = existing
    ? undefined
    : await newsletterRepository.insert(ctx.db, { userId: user.id, email, subscribedAt: ctx.now() });
  const row = inserted ?? (await newsletterRepository.updateEmail(ctx.db, user.id, email));
  if (!row) throw new Error('newsletter subscription vanished while subscribing');
  sendWelcome(ctx, user, email);
  return {
    message: inserted ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.emailUpdated,
    subscription: toSubscription(row),
  };
}

/** Idempotent: unsubscribing without a subscription answers notSubscribed and changes nothing. */
export async function unsubscribe(ctx: AppContext, userId: string) {
  const removed = await newsletterRepository.deleteByUser(ctx.db, userId);
  return { message: removed ? NEWSLETTER_MESSAGES.unsubscribed : NEWSLETTER_MESSAGES.notSubscribed };
}

export async function listSubscribers(ctx: AppContext) {
  const rows = await newsletterRepository.listWithUsers(ctx.db);
  return rows.map((row) => ({
    ...row,
    subscribedAt: row.subscribedAt.toISOString(),
    userRegisteredAt: row.userRegisteredAt.toISOString(),
  }));
}

/** subscriptionRate: subscribers among verified accounts, one decimal ('12.5%'; '0.0%' without users). */
export async function subscriberStats(ctx: AppContext) {
  const recentSince = new Date(ctx.now().getTime() - RECENT_SUBSCRIBER_DAYS * DAY_MS);
  const [counts, accounts] = await Promise.all([
    newsletterRepository.counts(ctx.db, recentSince),
    usersRepository.countAccounts(ctx.db),
  ]);
  const rate = accounts.verified === 0 ? 0 : (counts.total / accounts.verified) * 100;
  return {
    totalSubscribers: counts.total,
    subscriptionRate: `${rate.toFixed(1)}%`,
    recentSubscribers: counts.recent,
    totalUsers: accounts.verified,
  };
}

function sendWelcome(ctx: AppContext, user: UserRow, email: string) {
  const mail = newsletterWelcomeMail(email, user.username, {
    publicUrl: ctx.config.publicUrl,
    supportEmail: ctx.config.supportEmail,
  });
  // Not awaited: a slow mail server must not hold up the answer, and a failing one must not fail it.
  void (async () => {
    try {
      await ctx.mailer.send(mail);
    } catch (err) {
      ctx.log.error({ err, userId: user.id }, 'sending the newsletter welcome mail failed');
    }
  })();
}
