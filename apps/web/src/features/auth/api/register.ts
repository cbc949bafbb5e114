import { registerRoute } from '@focus-room/core/api/auth';
import type { MessageResponse } from '@focus-room/core/api/common';
import { apiRequest } from '../../../lib/api-client';

export const register = (body: { username: string; email: string; password: string }) =>
  apiRequest<MessageResponse>(registerRoute, { body });
