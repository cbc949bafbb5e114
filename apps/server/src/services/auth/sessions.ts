import type { AppContext } from '../../app-context';
import { loginEventsRepository } from '../../repositories/login-events-repository';
import { type ReadAlongSession, sessionsRepository } from '../../repositories/sessions-repository';
import type { UserRow } from '../../repositories/users-repository';
import { readToken, signToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// "Remember me" matches the 90-day user cookie of the client; otherwise a day. This is the absolute
// lifetime: no amount of use extends it.
export const sessionLength = (rememberMe: boolean) => (rememberMe ? 90 : 1) * DAY_MS;
/**
 * A session without a request for this long ends, as the browser's idle wipe does
 * (docs/product-rules.md#sessions): a token copied from a device stops working half a day after the
 * device stops using it, not after 90 days.
 */
export const SESSION_IDLE_LIMIT_MS = 12 * HOUR_MS;
// How stale the recorded last use may get before a request writes it again: one write a minute per
// session at most, so the idle rule costs authenticated reads almost nothing.
const LAST_USED_PRECISION_MS = 60_000;

export async function startSession(
  ctx: AppContext,
  user: UserRow,
  options: { rememberMe: boolean; userAgent?: string; method: 'password' | 'google' },
) {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + sessionLength(options.rememberMe));
  const session = await sessionsRepository.create(ctx.db, {
    userId: user.id,
    createdAt: now,
    expiresAt,
    userAgent: options.userAgent,
  });
  await loginEventsRepository.record(ctx.db, { userId: user.id, method: options.method, createdAt: now });
  return signToken(
    ctx.config.jwtSecret,
    { sub: user.id, sid: session.id, role: user.role, email: user.email, username: user.username },
    { now, expiresAt },
  );
}

/**
 * The user and session behind a bearer token, if the token is genuine and its session still open; with
 * `along`, also that read of the user's rows, made in the same statement (sessionsRepository).
 */
export async function resolveToken<T = undefined>(
  ctx: AppContext,
  token: string,
  along?: ReadAlongSession<T>,
) {
  const now = ctx.now();
  const claims = readToken(ctx.config.jwtSecret, token, now);
  if (!claims) return undefined;
  const idleSince = new Date(now.getTime() - SESSION_IDLE_LIMIT_MS);
  const found = await sessionsRepository.findActiveWithUser(ctx.db, claims.sid, now, idleSince, along);
  if (!found || found.sessionUserId !== claims.sub) return undefined;
  if (now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await sessionsRepository.touch(ctx.db, claims.sid, now, new Date(now.getTime() - LAST_USED_PRECISION_MS));
  }
  return { user: found.user, sessionId: claims.sid, along: found.along };
}

export const endSession = (ctx: AppContext, sessionId: string) =>
  sessionsRepository.revoke(ctx.db, sessionId, ctx.now());

export const endAllSessions = (ctx: AppContext, userId: string) =>
  sessionsRepository.revokeAllForUser(ctx.db, userId, ctx.now());
