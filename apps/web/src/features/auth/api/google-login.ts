import { type GoogleLoginResponse, googleLoginRoute } from '@focus-room/core/api/auth';
import { apiRequest } from '../../../lib/api-client';

export const googleLogin = (idToken: string) =>
  apiRequest<GoogleLoginResponse>(googleLoginRoute, {
    body: { idToken, rememberMe: true },
  });
