import type { VerifyOtpResponse } from '@focus-room/core/api/auth';
import { verifyOtpRoute } from '@focus-room/core/api/auth-plain';
import { apiRequest } from '../../../lib/api-client';

/** The code verifies the email and answers with a session, like a login (rememberMe as login sends it). */
export const verifyOtp = (body: { email: string; otp: string }) =>
  apiRequest<VerifyOtpResponse>(verifyOtpRoute, {
    body: { ...body, rememberMe: true },
  });
