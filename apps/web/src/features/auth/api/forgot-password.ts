import type { MessageResponse } from '@focus-room/core/api/common';
import { apiRequest } from '../../../lib/api-client';

export const forgotPassword = (email: string) =>
  apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body: { email } });
