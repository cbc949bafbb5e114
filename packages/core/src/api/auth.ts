import { z } from 'zod';
import {
  isValidRegisterPassword,
  isValidResetPassword,
  REGISTER_PASSWORD_MESSAGE,
  RESET_PASSWORD_MESSAGE,
} from '../auth/password-rules';
import { USERNAME_AT_MESSAGE, USERNAME_MAX, usernameHasAt } from '../auth/username-rules';
import { LANGUAGES } from '../i18n/languages';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import { errorResponseSchema, languageSchema } from './common';

export * from './auth-plain';
export { USERNAME_MAX };

const PASSWORD_MAX = 200;
const passwordTooLong = serverMessage('passwordTooLong', { max: PASSWORD_MAX });

/** An email address as every form takes it (also the profile's email change, api/account.ts). */
export const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(320, M.emailTooLong)
  .pipe(z.email(M.emailInvalid));

const email = emailSchema;

/** A mailed 6-digit code (docs/product-rules.md#one-time-codes). */
export const otpSchema = z
  .string({ error: M.otpRequired })
  .trim()
  .regex(/^\d{6}$/, M.otpRequired);
const otp = otpSchema;

/** A user name (docs/product-rules.md#registration): at registration and when the profile changes it. */
export const usernameSchema = z
  .string({ error: M.usernameRequired })
  .trim()
  .min(1, M.usernameRequired)
  .max(USERNAME_MAX, serverMessage('usernameTooLong', { max: USERNAME_MAX }))
  .refine((username) => !usernameHasAt(username), USERNAME_AT_MESSAGE);

/** A new password chosen by reset or in the profile: the reset rules (docs/product-rules.md#password-reset). */
export const newPasswordSchema = z
  .string({ error: RESET_PASSWORD_MESSAGE })
  .max(PASSWORD_MAX, passwordTooLong)
  .refine(isValidResetPassword, RESET_PASSWORD_MESSAGE);

/** A password typed to prove who is asking: any text up to the length limit. */
export const currentPasswordSchema = z
  .string({ error: M.currentPasswordRequired })
  .min(1, M.currentPasswordRequired)
  .max(PASSWORD_MAX, passwordTooLong);

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email,
  password: z
    .string({ error: REGISTER_PASSWORD_MESSAGE })
    .max(PASSWORD_MAX, passwordTooLong)
    .refine(isValidRegisterPassword, REGISTER_PASSWORD_MESSAGE),
  /** The language the browser shows; without it, the request's Accept-Language decides (decision 041). */
  language: languageSchema.optional(),
});

export const loginRequestSchema = z.object({
  identifier: z.string({ error: M.identifierRequired }).trim().min(1, M.identifierRequired).max(320),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX),
  rememberMe: z.boolean().optional().default(true),
});

export const googleLoginRequestSchema = z.object({
  idToken: z.string({ error: M.googleCredentialMissing }).min(10, M.googleCredentialMissing).max(8192),
  rememberMe: z.boolean().optional().default(true),
  /** The language of an account this sign-in creates, as at registration; a known account keeps its own. */
  language: languageSchema.optional(),
});

export const emailRequestSchema = z.object({ email });
/** The code answers with a session (docs/product-rules.md#email-verification), like a login. */
export const verifyOtpRequestSchema = z.object({
  email,
  otp,
  rememberMe: z.boolean().optional().default(true),
});

export const resetPasswordRequestSchema = z.object({
  email,
  otp,
  newPassword: newPasswordSchema,
});

/** The user as the client sees it. The id appears as both `_id` and `id` for older clients. */
export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  name: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  photoURL: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  isVerified: z.boolean(),
  /** False for an account made by Google sign-in that never chose a password: Settings offers to set one. */
  hasPassword: z.boolean(),
  coins: z.number().int(),
  level: z.number().int(),
  /** The account's language: its mails, and the web's while signed in (decision 041). */
  language: z.enum(LANGUAGES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/google-login: a login, and whether this sign-in made the account (greeted 'Welcome'). */
export const googleLoginResponseSchema = loginResponseSchema.extend({ newAccount: z.boolean() });
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;

/**
 * A login refused because the email is not verified yet (403). It names the account's email, so the code
 * entry can ask for the code though the user typed their user name: only ever sent to someone who has
 * just given the account's password.
 */
export const verifyFirstResponseSchema = errorResponseSchema.extend({ email: z.string() });
export type VerifyFirstResponse = z.infer<typeof verifyFirstResponseSchema>;

/** POST /api/auth/verify-otp: the email is verified and the user signed in. */
export const verifyOtpResponseSchema = loginResponseSchema.extend({ message: z.string() });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const verifySessionResponseSchema = z.object({ isValid: z.literal(true), user: publicUserSchema });
