import { AUTH_MESSAGES, USERNAME_MAX } from '@focus-room/core/api/auth';
import type { Language } from '@focus-room/core/i18n/languages';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { inTransaction } from '../../repositories/transaction';
import { usersRepository } from '../../repositories/users-repository';
import { type GoogleProfile, verifyGoogleIdToken } from './google-identity';
import { toPublicUser } from './public-user';
import { startSession } from './sessions';

/**
 * Signs in with a Google ID token (docs/decisions/022-google-sign-in-replaces-unverified-accounts.md). The
 * account is found by Google's `sub`; failing that, an account whose email is already verified is linked;
 * otherwise a verified account is created, replacing an unverified one that holds the address.
 */
export async function googleLogin(
  ctx: AppContext,
  input: { idToken: string; rememberMe: boolean; language: Language },
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

  const known = await usersRepository.findByGoogleSub(ctx.db, profile.sub);
  // newAccount: this sign-in made the account (it was neither found by its Google id nor linked).
  const { user, newAccount } = known
    ? { user: known, newAccount: false }
    : await linkOrCreate(ctx, profile, input.language);
  if (!user) throw badRequest(AUTH_MESSAGES.googleFailed);
  const token = await startSession(ctx, user, {
    rememberMe: input.rememberMe,
    userAgent: meta.userAgent,
    method: 'google',
  });
  return { token, user: toPublicUser(user), newAccount };
}

/**
 * The account for a Google identity seen for the first time. Linking by email is safe only when both
 * sides have proven the address: Google has (the token says so), and the account must have too. An
 * unverified account with the address was registered by someone who never showed they read its mail —
 * possibly a squatter who chose the password — so it is deleted and the Google user gets a fresh account:
 * nothing that person chose (password, user name, pending codes) survives. An unverified account can
 * never have signed in, so it holds nothing to lose.
 */
async function linkOrCreate(ctx: AppContext, profile: GoogleProfile, language: Language) {
  return inTransaction(ctx.db, async (tx) => {
    const byEmail = await usersRepository.findByEmail(tx, profile.email);
    if (byEmail?.isVerified) {
      // An account already tied to another Google identity is not handed to a second one (a work address
      // given to a new employee, for instance).
      if (byEmail.googleSub && byEmail.googleSub !== profile.sub)
        return { user: undefined, newAccount: false };
      const linked = await usersRepository.update(tx, byEmail.id, {
        googleSub: profile.sub,
        displayName: byEmail.displayName ?? profile.name ?? null,
        photoUrl: byEmail.photoUrl ?? profile.picture ?? null,
      });
      return { user: linked, newAccount: false };
    }
    // Deletes only while still unverified; the cascade takes its codes and sessions along.
    if (byEmail) await usersRepository.deleteUnverified(tx, byEmail.id);
    const now = ctx.now();
    const user = await createGoogleUser(tx, now, profile, language);
    // A lost race with a concurrent first sign-in finds the account the other request made.
    return { user, newAccount: user?.createdAt.getTime() === now.getTime() };
  });
}

async function createGoogleUser(db: Database, now: Date, profile: GoogleProfile, language: Language) {
  const base =
    (profile.name ?? profile.email.split('@')[0] ?? 'user')
      .replaceAll('@', '') // user names cannot contain one (core/auth/username-rules.ts)
      .trim()
      .slice(0, USERNAME_MAX - 6) || 'user';
  // Usernames are unique ignoring case: try the name, then the name with a short number.
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 90000)}`;
    const user = await usersRepository.insert(db, {
      username,
      email: profile.email,
      googleSub: profile.sub,
      displayName: profile.name ?? null,
      photoUrl: profile.picture ?? null,
      isVerified: true,
      passwordHash: null,
      language,
      createdAt: now,
    });
    if (user) return user;
    if (await usersRepository.findByEmail(db, profile.email))
      return usersRepository.findByGoogleSub(db, profile.sub);
  }
  return undefined;
}
