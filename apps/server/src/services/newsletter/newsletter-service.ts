import { createHash, randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_MESSAGES,
  RECENT_SUBSCRIBER_DAYS,
} from '@focus-room/core/api/newsletter';
import type { Language } from '@focus-room/core/i18n/languages';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/http-error';
import {
  type NewsletterSubscriptionRow,
  newsletterRepository,
} from '../../repositories/newsletter-repository';
import type { UserRow } from '../../repositories/users-repository';
import { usersRepository } from '../../repositories/users-repository';
import { sendInBackground } from '../mail/mailer';
import { newsletterConfirmMail, newsletterWelcomeMail } from '../mail/templates';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// Only the hash is stored: a leaked table holds no working link.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The status as the API shows it: the confirmed subscription, and a pending address while its link works. */
function toStatus(row: NewsletterSubscriptionRow | undefined, now: Date) {
  const subscription =
    row?.email && row.subscribedAt
      ? { email: row.email, subscribedAt: row.subscribedAt.toISOString() }
      : null;
  const pendingValid = row?.pendingEmail && row.confirmExpiresAt && row.confirmExpiresAt > now;
  return {
    isSubscribed: subscription !== null,
    subscription,
    pendingEmail: pendingValid ? (row.pendingEmail ?? null) : null,
  };
}

export async function newsletterStatus(ctx: AppContext, userId: string) {
  const row = await newsletterRepository.findByUser(ctx.db, userId);
  const user = await usersRepository.findById(ctx.db, userId);
  return { ...toStatus(row, ctx.now()), prompted: Boolean(user?.newsletterPromptedAt) };
}

/**
 * The account has had its newsletter prompt (docs/product-rules.md#newsletter-prompt): remembered on the
 * server, so it is asked once per person, not once per browser.
 */
export async function markNewsletterPrompted(ctx: AppContext, userId: string) {
  await usersRepository.markNewsletterPrompted(ctx.db, userId, ctx.now());
  return { prompted: true as const };
}

/**
 * Double opt-in (German practice): the account's own verified address is subscribed at once, as the
 * user has already proven it is theirs. Any other address only receives a confirmation link and becomes
 * the subscription when that link is opened; until then an existing subscription stays as it is.
 * Asking again for a pending address sends a fresh link, which voids the previous one.
 */
export async function subscribe(
  ctx: AppContext,
  user: UserRow,
  email: string,
  language: Language = user.language,
) {
  const now = ctx.now();
  const existing = await newsletterRepository.findByUser(ctx.db, user.id);

  if (existing?.email && sameAddress(existing.email, email)) {
    // Already the subscription: nothing to confirm, no mail; an address still pending is given up.
    const row = existing.pendingEmail ? await newsletterRepository.clearPending(ctx.db, user.id) : existing;
    return answer(NEWSLETTER_MESSAGES.subscribed, row, now);
  }

  if (user.isVerified && sameAddress(user.email, email)) {
    const row = await newsletterRepository.confirmDirectly(ctx.db, { userId: user.id, email, now, language });
    sendInBackground(ctx, welcomeMail(ctx, user, email, language));
    return answer(
      existing?.email ? NEWSLETTER_MESSAGES.emailUpdated : NEWSLETTER_MESSAGES.subscribed,
      row,
      now,
    );
  }

  const token = randomBytes(32).toString('base64url');
  const row = await newsletterRepository.setPending(ctx.db, {
    userId: user.id,
    pendingEmail: email,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_HOURS * HOUR_MS),
    language,
  });
  const link = `${ctx.config.publicUrl}/newsletter/confirm?token=${token}`;
  sendInBackground(
    ctx,
    newsletterConfirmMail(
      email,
      { link, validHours: NEWSLETTER_CONFIRM_HOURS, supportEmail: ctx.config.supportEmail },
      language,
    ),
  );
  return answer(NEWSLETTER_MESSAGES.confirmationSent, row, now);
}

/**
 * Confirms the pending address behind `token` (public: the link may be opened signed out). An unknown,
 * used or expired token answers 400 and changes nothing.
 */
export async function confirmSubscription(ctx: AppContext, token: string) {
  const row = await newsletterRepository.confirmPending(ctx.db, hashToken(token), ctx.now());
  if (!row?.email) throw badRequest(NEWSLETTER_MESSAGES.confirmInvalid);
  const user = await usersRepository.findById(ctx.db, row.userId);
  if (user) sendInBackground(ctx, welcomeMail(ctx, user, row.email, row.language));
  return { message: NEWSLETTER_MESSAGES.confirmed };
}

/**
 * Removes the subscription and any pending address. Idempotent: without a confirmed subscription it
 * answers notSubscribed.
 */
export async function unsubscribe(ctx: AppContext, userId: string) {
  const removed = await newsletterRepository.deleteByUser(ctx.db, userId);
  return {
    message: removed?.email ? NEWSLETTER_MESSAGES.unsubscribed : NEWSLETTER_MESSAGES.notSubscribed,
  };
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

/** The subscribe answer: the message and the status after the call. */
function answer(message: string, row: NewsletterSubscriptionRow | undefined, now: Date) {
  const { subscription, pendingEmail } = toStatus(row, now);
  return { message, subscription, pendingEmail };
}

function welcomeMail(ctx: AppContext, user: UserRow, email: string, language: Language) {
  return newsletterWelcomeMail(
    email,
    user.username,
    { publicUrl: ctx.config.publicUrl, supportEmail: ctx.config.supportEmail },
    language,
  );
}
