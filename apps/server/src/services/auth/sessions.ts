import {
  LAST_USED_PRECISION_MS,
  sessionIsOpen,
  sessionUseIsStale,
} from '@focus-room/core/auth/session-rules';
import type { AppContext } from '../../app-context';
import { loginEventsRepository } from '../../repositories/login-events-repository';
import { sessionsRepository } from '../../repositories/sessions-repository';
import type { UserRow } from '../../repositories/users-repository';
import { readToken, signToken, type TokenClaims } from './tokens';

export { SESSION_IDLE_LIMIT_MS } from '@focus-room/core/auth/session-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
// "Remember me" matches the 90-day user cookie of the client; otherwise a day. This is the absolute
// lifetime: no amount of use extends it.
export const sessionLength = (rememberMe: boolean) => (rememberMe ? 90 : 1) * DAY_MS;

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

/** The user and session behind a bearer token, if the token is genuine and its session still open. */
export async function authenticate(ctx: AppContext, token: string) {
  const now = ctx.now();
  const claims = readToken(ctx.config.jwtSecret, token, now);
  if (!claims) return undefined;
  return authenticateClaims(ctx, claims, now);
}

/**
 * `authenticate` for claims already read from a genuine token: one read of the session with its user, the
 * session rules (@focus-room/core/auth/session-rules), and the session's use recorded at most once a
 * minute.
 */
export async function authenticateClaims(ctx: AppContext, claims: TokenClaims, now: Date) {
  const found = await sessionsRepository.findWithUser(ctx.db, claims.sid);
  if (!found || !sessionIsOpen(found.session, claims.sub, now)) return undefined;
  if (sessionUseIsStale(found.session, now)) await recordUse(ctx, claims.sid, now);
  return { user: found.user, sessionId: claims.sid };
}

/** Records a use of the session, unless one was recorded in the last minute. */
export const recordUse = (ctx: AppContext, sessionId: string, now: Date) =>
  sessionsRepository.touch(ctx.db, sessionId, now, new Date(now.getTime() - LAST_USED_PRECISION_MS));

export const endSession = (ctx: AppContext, sessionId: string) =>
  sessionsRepository.revoke(ctx.db, sessionId, ctx.now());

export const endAllSessions = (ctx: AppContext, userId: string) =>
  sessionsRepository.revokeAllForUser(ctx.db, userId, ctx.now());
