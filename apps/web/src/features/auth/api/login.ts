import type { LoginResponse } from '@focus-room/core/api/auth';
import { apiRequest } from '../../../lib/api-client';

// rememberMe is always true (spec 001 §7): sessions last 90 days like the `user` cookie.
export const login = (body: { identifier: string; password: string }) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: { ...body, rememberMe: true } });
