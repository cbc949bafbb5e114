import { AUTH_MESSAGES, USERNAME_MAX } from '@focus-room/core/api/auth';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/http-error';
import { usersRepository } from '../../repositories/users-repository';
import { verifyGoogleIdToken } from './google-identity';
import { toPublicUser } from './public-user';
import { startSession } from './sessions';

/**
 * Signs in with a Google ID token. The account is found by Google's `sub`; failing that, an account with
 * the same (Google-verified) email is linked; otherwise a verified account is created.
 */
export async function googleLogin(
  ctx: AppContext,
  input: { idToken: string; rememberMe: boolean },
  meta: { userAgent?: string },
) {
  const clientId = ctx.config.googleClientId;
  if (!clientId) throw badRequest(AUTH_MESSAGES.googleNotConfigured);
  const profile = await verifyGoogleIdToken(input.idToken, {
    clientId,
    jwksUrl: ctx.config.googleJwksUrl,
    now: ctx.now(),
  });
  if (!profile) throw badRequest(AUTH_MESSAGES.googleFailed);

  let user = await usersRepository.findByGoogleSub(ctx.db, profile.sub);
  if (!user) {
    const byEmail = await usersRepository.findByEmail(ctx.db, profile.email);
    if (byEmail) {
      user = await usersRepository.update(ctx.db, byEmail.id, {
        googleSub: profile.sub,
        isVerified: true,
        displayName: byEmail.displayName ?? profile.name ?? null,
        photoUrl: byEmail.photoUrl ?? profile.picture ?? null,
      });
    } else {
      user = await createGoogleUser(ctx, profile);
    }
  }
  if (!user) throw badRequest(AUTH_MESSAGES.googleFailed);
  const token = await startSession(ctx, user, {
    rememberMe: input.rememberMe,
    userAgent: meta.userAgent,
    method: 'google',
  });
  return { token, user: toPublicUser(user) };
}

async function createGoogleUser(
  ctx: AppContext,
  profile: { sub: string; email: string; name?: string; picture?: string },
) {
  const base =
    (profile.name ?? profile.email.split('@')[0] ?? 'user').trim().slice(0, USERNAME_MAX - 6) || 'user';
  // Usernames are unique ignoring case: try the name, then the name with a short number.
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 90000)}`;
    const user = await usersRepository.insert(ctx.db, {
      username,
      email: profile.email,
      googleSub: profile.sub,
      displayName: profile.name ?? null,
      photoUrl: profile.picture ?? null,
      isVerified: true,
      passwordHash: null,
      createdAt: ctx.now(),
    });
    if (user) return user;
    if (await usersRepository.findByEmail(ctx.db, profile.email))
      return usersRepository.findByGoogleSub(ctx.db, profile.sub);
  }
  return undefined;
}
