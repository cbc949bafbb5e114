import type { AppContext } from '../../app-context';
import { loginEventsRepository } from '../../repositories/login-events-repository';
import { sessionsRepository } from '../../repositories/sessions-repository';
import type { UserRow } from '../../repositories/users-repository';
import { usersRepository } from '../../repositories/users-repository';
import { readToken, signToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
// "Remember me" matches the 90-day user cookie of the client; otherwise a day.
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
export async function resolveToken(ctx: AppContext, token: string) {
  const now = ctx.now();
  const claims = await readToken(ctx.config.jwtSecret, token, now);
  if (!claims) return undefined;
  const session = await sessionsRepository.findActive(ctx.db, claims.sid, now);
  if (!session || session.userId !== claims.sub) return undefined;
  const user = await usersRepository.findById(ctx.db, session.userId);
  return user ? { user, sessionId: session.id } : undefined;
}

export const endSession = (ctx: AppContext, sessionId: string) =>
  sessionsRepository.revoke(ctx.db, sessionId, ctx.now());

export const endAllSessions = (ctx: AppContext, userId: string) =>
  sessionsRepository.revokeAllForUser(ctx.db, userId, ctx.now());
