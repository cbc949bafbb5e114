import type { LoginResponse } from '@focus-room/core/api/auth';
import { loginRoute } from '@focus-room/core/api/auth-plain';
import { apiRequest } from '../../../lib/api-client';

// rememberMe is always true: sessions last 90 days like the `user` cookie (docs/product-rules.md#sessions).
export const login = (body: { identifier: string; password: string }) =>
  apiRequest<LoginResponse>(loginRoute, { body: { ...body, rememberMe: true } });
