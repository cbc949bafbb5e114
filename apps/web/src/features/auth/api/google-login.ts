import type { GoogleLoginResponse } from '@focus-room/core/api/auth';
import { googleLoginRoute } from '@focus-room/core/api/auth-plain';
import { getLanguage } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';

/** An account this sign-in creates gets the language on screen; a known one keeps its own. */
export const googleLogin = (idToken: string) =>
  apiRequest<GoogleLoginResponse>(googleLoginRoute, {
    body: { idToken, rememberMe: true, language: getLanguage() },
  });
