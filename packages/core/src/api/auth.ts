import { z } from 'zod';
import {
  isValidRegisterPassword,
  isValidResetPassword,
  REGISTER_PASSWORD_MESSAGE,
  RESET_PASSWORD_MESSAGE,
} from '../auth/password-rules';
import { USERNAME_AT_MESSAGE, USERNAME_MAX, usernameHasAt } from '../auth/username-rules';
import type { ApiRoute } from './route';

export { USERNAME_MAX };

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password! Please try again.',
  verifyFirst: 'Please verify your email first!',
  alreadyInUse: 'Email or Username already in use!',
  registered: 'Registered successfully! Please login.',
  invalidCode: 'That code is wrong or has expired. Please check it or request a new one.',
  verified: 'Your email is verified. You can now log in.',
  codeSent: 'If an account with that email exists, we have sent a 6-digit code to it.',
  verificationSent: 'If that account still needs verifying, a new 6-digit code is on its way.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  loggedOut: 'You have been logged out.',
  sessionInvalid: 'Your session has expired. Please log in again.',
  googleNotConfigured: 'Google sign-in is not available on this server.',
  googleFailed: 'Google login failed. Please try again.',
} as const;

const email = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(320, 'That email address is too long')
  .pipe(z.email('Please enter a valid email address'));

const otp = z
  .string({ error: 'Please enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code');

export const registerRequestSchema = z.object({
  username: z
    .string({ error: 'Please enter a user name' })
    .trim()
    .min(1, 'Please enter a user name')
    .max(USERNAME_MAX, `User name can be at most ${USERNAME_MAX} characters`)
    .refine((username) => !usernameHasAt(username), USERNAME_AT_MESSAGE),
  email,
  password: z
    .string({ error: REGISTER_PASSWORD_MESSAGE })
    .max(200, 'Password can be at most 200 characters')
    .refine(isValidRegisterPassword, REGISTER_PASSWORD_MESSAGE),
});

export const loginRequestSchema = z.object({
  identifier: z
    .string({ error: 'Please enter your email or username' })
    .trim()
    .min(1, 'Please enter your email or username')
    .max(320),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200),
  rememberMe: z.boolean().optional().default(true),
});

export const googleLoginRequestSchema = z.object({
  idToken: z.string({ error: 'Missing Google credential' }).min(10, 'Missing Google credential').max(8192),
  rememberMe: z.boolean().optional().default(true),
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
  newPassword: z
    .string({ error: RESET_PASSWORD_MESSAGE })
    .max(200, 'Password can be at most 200 characters')
    .refine(isValidResetPassword, RESET_PASSWORD_MESSAGE),
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
  coins: z.number().int(),
  level: z.number().int(),
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
export const verifyFirstResponseSchema = z.object({ message: z.string(), email: z.string() });
export type VerifyFirstResponse = z.infer<typeof verifyFirstResponseSchema>;

/** POST /api/auth/verify-otp: the email is verified and the user signed in. */
export const verifyOtpResponseSchema = loginResponseSchema.extend({ message: z.string() });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const verifySessionResponseSchema = z.object({ isValid: z.literal(true), user: publicUserSchema });

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const registerRoute = { method: 'POST', path: '/api/auth/register' } as const satisfies ApiRoute;
export const loginRoute = { method: 'POST', path: '/api/auth/login' } as const satisfies ApiRoute;
export const googleLoginRoute = {
  method: 'POST',
  path: '/api/auth/google-login',
} as const satisfies ApiRoute;
export const verifyOtpRoute = { method: 'POST', path: '/api/auth/verify-otp' } as const satisfies ApiRoute;
export const resendOtpRoute = { method: 'POST', path: '/api/auth/resend-otp' } as const satisfies ApiRoute;
export const forgotPasswordRoute = {
  method: 'POST',
  path: '/api/auth/forgot-password',
} as const satisfies ApiRoute;
export const resetPasswordRoute = {
  method: 'POST',
  path: '/api/auth/reset-password',
} as const satisfies ApiRoute;
// The session's two endpoints live where the app shell can import them without zod (decision 016).
export { logoutRoute, verifySessionRoute } from './shell-routes';
