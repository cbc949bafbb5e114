import { ACCOUNT_CHANGE_MESSAGES as M } from '@focus-room/core/api/account';
import { serverMessage } from '@focus-room/core/i18n/server-messages';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { sessionsRepository } from '../../repositories/sessions-repository';
import { inTransaction } from '../../repositories/transaction';
import { type UserRow, usersRepository } from '../../repositories/users-repository';
import { consumeCode, issueCode } from '../auth/one-time-codes';
import { toPublicUser } from '../auth/public-user';
import { emailChangeMail } from '../mail/templates';

// The account's sign-in details as Settings changes them (docs/product-rules.md#sign-in-details). Each
// refusal names the field it is about, so the form shows it there; a refusal changes nothing.

type Asker = { user: UserRow; sessionId: string };

/**
 * Changes the password, or sets the first one of an account made by Google sign-in. The current password
 * is checked before anything is written; then, in one transaction, the hash is replaced (only if nobody
 * changed it meanwhile) and every other session of the account ends, while the one asking stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  { user, sessionId }: Asker,
  input: { currentPassword?: string; newPassword: string },
) {
  const hadPassword = user.passwordHash !== null;
  if (hadPassword) {
    if (!input.currentPassword) {
      throw badRequest(M.currentPasswordRequired, { currentPassword: M.currentPasswordRequired });
    }
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badRequest(M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
    }
  }
  const passwordHash = await hashPassword(input.newPassword);
  const replaced = await inTransaction(ctx.db, async (tx) => {
    if (!(await usersRepository.replacePasswordHash(tx, user.id, user.passwordHash, passwordHash))) {
      return false;
    }
    await sessionsRepository.revokeOthersForUser(tx, user.id, sessionId, ctx.now());
    return true;
  });
  // Another change won the race: the password this request proved is no longer the account's.
  if (!replaced) throw badRequest(M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
  return {
    message: hadPassword ? M.passwordChanged : M.passwordSet,
    user: toPublicUser({ ...user, passwordHash }),
  };
}

/** The new address, refused when it is the account's own or another account's. */
async function checkNewEmail(ctx: AppContext, user: UserRow, email: string) {
  if (email.toLowerCase() === user.email.toLowerCase()) {
    throw badRequest(M.emailUnchanged, { email: M.emailUnchanged });
  }
  if (await usersRepository.takenByOther(ctx.db, user.id, 'email', email)) {
    throw badRequest(M.emailTaken, { email: M.emailTaken });
  }
}

/**
 * Mails a code to the new address. The code is bound to that address (one-time-codes.ts), and a new
 * request voids the previous code, so only the last address asked for can be confirmed.
 */
export async function sendEmailChangeCode(ctx: AppContext, user: UserRow, input: { email: string }) {
  await checkNewEmail(ctx, user, input.email);
  const code = await issueCode(ctx, user.id, 'change-email', input.email.toLowerCase());
  await ctx.mailer.send(emailChangeMail(input.email, code, user.language));
  return { message: serverMessage('emailCodeSent', { email: input.email }) };
}

/** The email changes only with the code mailed to the new address, and only while that address is free. */
export async function changeEmail(ctx: AppContext, user: UserRow, input: { email: string; otp: string }) {
  await checkNewEmail(ctx, user, input.email);
  if (!(await consumeCode(ctx, user.id, 'change-email', input.otp, input.email.toLowerCase()))) {
    throw badRequest(M.invalidCode, { otp: M.invalidCode });
  }
  // The code proved the new address, so the account stays verified (only verified accounts sign in).
  const changed = await usersRepository.renameIfFree(ctx.db, user.id, { email: input.email });
  if (!changed) throw badRequest(M.emailTaken, { email: M.emailTaken });
  return { message: M.emailChanged, user: toPublicUser(changed) };
}

/** The registration rules; a name free ignoring case, though the account may change its own name's case. */
export async function changeUsername(ctx: AppContext, user: UserRow, input: { username: string }) {
  if (await usersRepository.takenByOther(ctx.db, user.id, 'username', input.username)) {
    throw badRequest(M.usernameTaken, { username: M.usernameTaken });
  }
  const changed = await usersRepository.renameIfFree(ctx.db, user.id, { username: input.username });
  if (!changed) throw badRequest(M.usernameTaken, { username: M.usernameTaken });
  return { message: M.usernameChanged, user: toPublicUser(changed) };
}
