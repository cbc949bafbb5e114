import type { MessageResponse } from '@focus-room/core/api/common';
import { apiRequest } from '../../../lib/api-client';

export const register = (body: { username: string; email: string; password: string }) =>
  apiRequest<MessageResponse>('/api/auth/register', { method: 'POST', body });
