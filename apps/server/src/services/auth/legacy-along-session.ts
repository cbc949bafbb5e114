import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import { LAST_USED_PRECISION_MS, SESSION_IDLE_LIMIT_MS } from '@focus-room/core/auth/session-rules';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../lib/http-error';
import { findActiveWithAlong, type ReadAlongSession } from '../../repositories/legacy-session-reads';
import { authenticateClaims, recordUse } from './sessions';
import type { TokenClaims } from './tokens';

// Legacy corner: what only the task writes (made along the session, decision 049) and the board read
// (read along the session, decision 028) still use. Every other signed-in request is authenticated by
// `authenticate` in sessions.ts, in its onRequest hook.

/**
 * What a write made along the session needs: the token's session and user, and the bounds its statement
 * checks the session row against (the session rules of @focus-room/core/auth/session-rules).
 */
export function sessionBounds(claims: TokenClaims, now: Date) {
  return {
    sessionId: claims.sid,
    userId: claims.sub,
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_LIMIT_MS),
    touchBefore: new Date(now.getTime() - LAST_USED_PRECISION_MS),
  };
}

/**
 * What a write made along the session answered: no row means the session is not open and nothing was
 * written (401 `sessionInvalid`); otherwise the row, after recording the session's use when stale.
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

/** The open session of a genuine token, as the `requireUser` hook checks it; 401 when closed. */
export async function openSession(ctx: AppContext, claims: TokenClaims, now: Date) {
  const resolved = await authenticateClaims(ctx, claims, now);
  if (!resolved) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
  return resolved;
}

/** The open session with its user and the `along` read, in one statement (requireUserWith). */
export async function authenticateWithAlong<T>(
  ctx: AppContext,
  claims: TokenClaims,
  now: Date,
  along: ReadAlongSession<T>,
) {
  const found = await findActiveWithAlong(ctx.db, {
    id: claims.sid,
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_LIMIT_MS),
    along,
    userId: claims.sub,
  });
  if (!found || found.sessionUserId !== claims.sub) return undefined;
  if (found.lastUsedAt.getTime() < now.getTime() - LAST_USED_PRECISION_MS)
    await recordUse(ctx, claims.sid, now);
  return { user: found.user, sessionId: claims.sid, along: found.along };
}
