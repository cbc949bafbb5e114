import { registerRoute } from '@focus-room/core/api/auth-plain';
import type { MessageResponse } from '@focus-room/core/api/common';
import { getLanguage } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';

/** The account is made in the language on screen: its mails come in it (decision 041). */
export const register = (body: { username: string; email: string; password: string }) =>
  apiRequest<MessageResponse>(registerRoute, { body: { ...body, language: getLanguage() } });
