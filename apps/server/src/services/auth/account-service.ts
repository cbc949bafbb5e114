import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import type { Language } from '@focus-room/core/i18n/languages';
import type { AppContext } from '../../app-context';
import { badRequest, forbidden } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AttemptDelay } from '../../plugins/rate-limit';
import { oneTimeCodesRepository } from '../../repositories/one-time-codes-repository';
import { usersRepository } from '../../repositories/users-repository';
import { runAfterAnswer } from '../after-answer';
import { resetMail, verificationMail } from '../mail/templates';
import { consumeCode, issueCode } from './one-time-codes';
import { toPublicUser } from './public-user';
import { endAllSessions, startSession } from './sessions';

type RequestMeta = { userAgent?: string };

export async function register(
  ctx: AppContext,
  input: { username: string; email: string; password: string; language: Language },
) {
  if (await usersRepository.usernameOrEmailTaken(ctx.db, input.username, input.email)) {
    throw badRequest(AUTH_MESSAGES.alreadyInUse);
  }
  const user = await usersRepository.insert(ctx.db, {
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    language: input.language,
    createdAt: ctx.now(),
  });
  // Two registrations racing for one name: the unique indexes let one through.
  if (!user) throw badRequest(AUTH_MESSAGES.alreadyInUse);
  const code = await issueCode(ctx, user.id, 'verify-email');
  await ctx.mailer.send(verificationMail(user.email, code, user.language));
  return { message: AUTH_MESSAGES.registered };
}

/**
 * Password login. The per-account delay is keyed by the account the identifier names, so its email and
 * user name share one budget; an identifier naming nobody gets a budget of its own and the same delays,
 * so the answers do not tell whether an account exists.
 */
export async function login(
  ctx: AppContext,
  input: { identifier: string; password: string; rememberMe: boolean },
  meta: RequestMeta & { delay: AttemptDelay },
) {
  const user = await usersRepository.findByIdentifier(ctx.db, input.identifier);
  const delayKey = user ? `account:${user.id}` : `unknown:${input.identifier.trim().toLowerCase()}`;
  await meta.delay.attempt(delayKey);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) throw badRequest(AUTH_MESSAGES.invalidCredentials);
  await meta.delay.succeeded(delayKey);
  if (!user.isVerified) {
    // Keep the code from registration if it is still good, so the mail the user has stays valid.
    const pending = await oneTimeCodesRepository.findUsable(ctx.db, user.id, 'verify-email', ctx.now());
    if (!pending) {
      const code = await issueCode(ctx, user.id, 'verify-email');
      await ctx.mailer.send(verificationMail(user.email, code, user.language));
    }
    // The password was right, so the refusal may name the account's email: the code entry then knows
    // where the code went though the user typed their user name.
    throw forbidden(AUTH_MESSAGES.verifyFirst, { email: user.email });
  }
  const token = await startSession(ctx, user, {
    rememberMe: input.rememberMe,
    userAgent: meta.userAgent,
    method: 'password',
  });
  return { token, user: toPublicUser(user) };
}

/**
 * The mailed code verifies the email and signs the user in, as a login would: the user typed their
 * password at registration moments ago and has now proved the address, so a third sign-in would only be
 * a dead end (docs/product-rules.md#email-verification).
 */
export async function verifyEmail(
  ctx: AppContext,
  input: { email: string; otp: string; rememberMe: boolean },
  meta: RequestMeta,
) {
  const user = await usersRepository.findByEmail(ctx.db, input.email);
  if (!user || user.isVerified || !(await consumeCode(ctx, user.id, 'verify-email', input.otp))) {
    throw badRequest(AUTH_MESSAGES.invalidCode);
  }
  await usersRepository.update(ctx.db, user.id, { isVerified: true });
  const verified = { ...user, isVerified: true };
  const token = await startSession(ctx, verified, {
    rememberMe: input.rememberMe,
    userAgent: meta.userAgent,
    method: 'password',
  });
  return { message: AUTH_MESSAGES.verified, token, user: toPublicUser(verified) };
}

/**
 * Same answer, in the same time, whether or not the account exists or still needs verifying: the lookup,
 * the code and the mail all happen after the answer.
 */
export async function resendVerification(ctx: AppContext, input: { email: string }) {
  runAfterAnswer(ctx, 'resending a verification code', async () => {
    const user = await usersRepository.findByEmail(ctx.db, input.email);
    if (!user || user.isVerified) return;
    const code = await issueCode(ctx, user.id, 'verify-email');
    await ctx.mailer.send(verificationMail(user.email, code, user.language));
  });
  return { message: AUTH_MESSAGES.verificationSent };
}

/**
 * Same answer, in the same time, whether or not the email belongs to an account: the lookup, the code and
 * the mail all happen after the answer, so a known address costs the request no more than an unknown one.
 */
export async function forgotPassword(ctx: AppContext, input: { email: string }) {
  runAfterAnswer(ctx, 'sending a reset code', async () => {
    const user = await usersRepository.findByEmail(ctx.db, input.email);
    if (!user) return;
    const code = await issueCode(ctx, user.id, 'reset-password');
    await ctx.mailer.send(
      resetMail(user.email, code, user.isVerified ? user.username : undefined, user.language),
    );
  });
  return { message: AUTH_MESSAGES.codeSent };
}

export async function resetPassword(
  ctx: AppContext,
  input: { email: string; otp: string; newPassword: string },
) {
  const user = await usersRepository.findByEmail(ctx.db, input.email);
  if (!user || !(await consumeCode(ctx, user.id, 'reset-password', input.otp))) {
    throw badRequest(AUTH_MESSAGES.invalidCode);
  }
  // Receiving the code proves the address, so a reset also verifies it; every open session ends.
  await usersRepository.update(ctx.db, user.id, {
    passwordHash: await hashPassword(input.newPassword),
    isVerified: true,
  });
  await endAllSessions(ctx, user.id);
  return { message: AUTH_MESSAGES.passwordReset };
}
