import type { LoginResponse } from '@focus-room/core/api/auth';
import { apiRequest } from '../../../lib/api-client';

export const googleLogin = (idToken: string) =>
  apiRequest<LoginResponse>('/api/auth/google-login', {
    method: 'POST',
    body: { idToken, rememberMe: true },
  });
