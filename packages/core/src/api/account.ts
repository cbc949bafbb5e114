import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import {
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  otpSchema,
  publicUserSchema,
  usernameSchema,
} from './auth';
import { languageSchema } from './common';

export * from './account-plain';

/** DELETE /api/user/delete-account: the user and every row of theirs are gone; all sessions end. */
export const deleteAccountResponseSchema = z.object({ message: z.string() });

/**
 * PUT /api/user/language: the account's language, chosen in the web's language switch. Answers the saved
 * language; anything but a known language is refused with 400 languageInvalid.
 */
export const accountLanguageRequestSchema = z.object({ language: languageSchema });
export type AccountLanguageRequest = z.infer<typeof accountLanguageRequestSchema>;
export const accountLanguageResponseSchema = z.object({ language: z.enum(LANGUAGES) });
export type AccountLanguageResponse = z.infer<typeof accountLanguageResponseSchema>;

/**
 * PUT /api/user/password (docs/product-rules.md#sign-in-details). `currentPassword` is required when the
 * account has a password; an account made by Google sign-in without one sets its first password without
 * it. The new password follows the reset rules. The answer's user has `hasPassword: true`.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema.optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/user/email/code: mails a 6-digit code to the new address, which must be free. */
export const emailChangeCodeRequestSchema = z.object({ email: emailSchema });
export type EmailChangeCodeRequest = z.infer<typeof emailChangeCodeRequestSchema>;

/** PUT /api/user/email: the new address and the code mailed to it; only then does the email change. */
export const changeEmailRequestSchema = z.object({ email: emailSchema, otp: otpSchema });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** PUT /api/user/username: the registration rules; free ignoring case (the account's own name aside). */
export const changeUsernameRequestSchema = z.object({ username: usernameSchema });
export type ChangeUsernameRequest = z.infer<typeof changeUsernameRequestSchema>;

/** A change of sign-in details: what happened, and the account as it now is. */
export const accountChangeResponseSchema = z.object({ message: z.string(), user: publicUserSchema });
export type AccountChangeResponse = z.infer<typeof accountChangeResponseSchema>;
