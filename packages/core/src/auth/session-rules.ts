const HOUR_MS = 60 * 60 * 1000;

/**
 * A session without a request for this long ends, as the browser's idle wipe does
 * (docs/product-rules.md#sessions): a token copied from a device stops working half a day after the
 * device stops using it, not after 90 days.
 */
export const SESSION_IDLE_LIMIT_MS = 12 * HOUR_MS;

/**
 * How stale the recorded last use may get before a request records it again: one write a minute per
 * session at most, so the idle rule costs signed-in reads almost nothing.
 */
export const LAST_USED_PRECISION_MS = 60_000;

/** What the rules read of a stored session. */
export type StoredSession = {
  userId: string;
  revokedAt: Date | null;
  expiresAt: Date;
  lastUsedAt: Date;
};

/**
 * Whether a request signed with a genuine token of user `tokenUserId` may act through this session: it
 * belongs to that user, was not ended (logout, password change), has not reached its absolute expiry, and
 * was used in the last 12 hours.
 */
export function sessionIsOpen(session: StoredSession, tokenUserId: string, now: Date) {
  return (
    session.userId === tokenUserId &&
    session.revokedAt === null &&
    session.expiresAt.getTime() > now.getTime() &&
    session.lastUsedAt.getTime() > now.getTime() - SESSION_IDLE_LIMIT_MS
  );
}

/** Whether this request should record its use of the session (the last recorded one is a minute old). */
export function sessionUseIsStale(session: Pick<StoredSession, 'lastUsedAt'>, now: Date) {
  return session.lastUsedAt.getTime() < now.getTime() - LAST_USED_PRECISION_MS;
}
