import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../lib/http-error';
import { loginEventsRepository } from '../../repositories/login-events-repository';
import { type ReadAlongSession, sessionsRepository } from '../../repositories/sessions-repository';
import type { UserRow } from '../../repositories/users-repository';
import { readToken, signToken, type TokenClaims } from './tokens';

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
  return resolveClaims(ctx, claims, now, along);
}

/** resolveToken for claims already read from a genuine token. */
export async function resolveClaims<T = undefined>(
  ctx: AppContext,
  claims: TokenClaims,
  now: Date,
  along?: ReadAlongSession<T>,
) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_LIMIT_MS);
  const found = await sessionsRepository.findActiveWithUser(
    ctx.db,
    claims.sid,
    now,
    idleSince,
    along,
    claims.sub,
  );
  if (!found || found.sessionUserId !== claims.sub) return undefined;
  if (found.lastUsedAt < touchBefore(now)) await recordUse(ctx, claims.sid, now);
  return { user: found.user, sessionId: claims.sid, along: found.along };
}

/**
 * What a write made along the session (docs/decisions/049-writes-along-the-session.md) needs: the
 * token's session and user, and the bounds its statement checks the session row against, the same as
 * resolveToken's (not revoked, not expired, used since `idleSince`). `touchBefore`: a session last used
 * before it has its use recorded after the write (recordUse).
 */
export function sessionBounds(claims: TokenClaims, now: Date) {
  return {
    sessionId: claims.sid,
    userId: claims.sub,
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_LIMIT_MS),
    touchBefore: touchBefore(now),
  };
}

const touchBefore = (now: Date) => new Date(now.getTime() - LAST_USED_PRECISION_MS);

/**
 * What a write made along the session answered (its statement read `sessionBounds`): no row means the
 * session is not open and nothing was written (401 `sessionInvalid`); otherwise the row, after recording
 * the session's use when its last recorded one is stale, as every signed-in request records it.
 */
export async function settleAlongSession<Row extends { sessionStale: boolean }>(
  ctx: AppContext,
  claims: TokenClaims,
  now: Date,
  row: Row | undefined,
): Promise<Row> {
  if (!row) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
  if (row.sessionStale) await recordUse(ctx, claims.sid, now);
  return row;
}

/**
 * The open session of a genuine token, for the part of a `requireToken` route that does not go along the
 * session (a keyed claim, an id no row can have): what the hook of `requireUser` checks. 401 when closed.
 */
export async function openSession(ctx: AppContext, claims: TokenClaims, now: Date) {
  const resolved = await resolveClaims(ctx, claims, now);
  if (!resolved) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
  return resolved;
}

/** Records a use of the session, unless one was recorded in the last minute. */
export const recordUse = (ctx: AppContext, sessionId: string, now: Date) =>
  sessionsRepository.touch(ctx.db, sessionId, now, touchBefore(now));

export const endSession = (ctx: AppContext, sessionId: string) =>
  sessionsRepository.revoke(ctx.db, sessionId, ctx.now());

export const endAllSessions = (ctx: AppContext, userId: string) =>
  sessionsRepository.revokeAllForUser(ctx.db, userId, ctx.now());
