import { googleLoginRoute, type LoginResponse } from '@focus-room/core/api/auth';
import { apiRequest } from '../../../lib/api-client';

export const googleLogin = (idToken: string) =>
  apiRequest<LoginResponse>(googleLoginRoute, {
    body: { idToken, rememberMe: true },
  });
