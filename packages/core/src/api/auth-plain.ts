// The auth contract without zod (messages, route descriptors), for web code that runs on a first load
// (docs/decisions/016-small-first-chunk.md); auth.ts re-exports it with the schemas.
import { SERVER_MESSAGES as M } from '../i18n/server-messages';
import type { ApiRoute } from './route';

export const AUTH_MESSAGES = {
  invalidCredentials: M.invalidCredentials,
  verifyFirst: M.verifyFirst,
  alreadyInUse: M.alreadyInUse,
  registered: M.registered,
  invalidCode: M.invalidCode,
  verified: M.verified,
  codeSent: M.codeSent,
  verificationSent: M.verificationSent,
  passwordReset: M.passwordReset,
  loggedOut: M.loggedOut,
  sessionInvalid: M.sessionInvalid,
  googleNotConfigured: M.googleNotConfigured,
  googleFailed: M.googleFailed,
} as const;

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
