import type { LoginResponse } from '@focus-room/core/api/auth';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { useEffect, useRef, useState } from 'react';
import { useMessage } from '../../../components/ui/message-dialog';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { preloadPage, useLocation } from '../../../lib/routing';
import { useSession } from '../../../lib/session/session-context';
import { clearNewAccount, markNewAccount } from '../../../lib/shared-storage-keys';
import { otpFlags } from '../api/otp-flags';

export type LoginPhase = 'idle' | 'submitting' | 'success';
const REDIRECT_AFTER_SUCCESS_MS = 500;
const REDIRECT_AFTER_ERROR_MS = 2000;

/**
 * The login states (docs/product-rules.md#login): submitting (progress +10 every 100 ms up to 90), success
 * (100, token stored, /admin or /home after 500 ms), and the error handling.
 */
export function useLoginFlow() {
  const [phase, setPhase] = useState<LoginPhase>('idle');
  const [progress, setProgress] = useState(0);
  // The refusal of the typed credentials, also shown next to the password (the modal is the original
  // specification's); cleared by the next attempt.
  const [credentialsError, setCredentialsError] = useState<string>();
  const timers = useRef<number[]>([]);
  const { route: navigate } = useLocation();
  const showMessage = useMessage();
  const { signIn } = useSession();
  const { t } = useT();

  useEffect(() => {
    if (phase !== 'submitting') return;
    // Never lowers the bar: a tick already due when the answer set 100 would otherwise put it back to 90.
    const timer = window.setInterval(() => setProgress((p) => (p >= 90 ? p : Math.min(90, p + 10))), 100);
    return () => window.clearInterval(timer);
  }, [phase]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  const start = () => {
    setCredentialsError(undefined);
    setProgress(0);
    setPhase('submitting');
  };

  /** `newAccount`: this sign-in made the account (a first Google sign-in), so /home says 'Welcome'. */
  const succeed = (response: LoginResponse | undefined, { newAccount = false } = {}) => {
    if (!response?.token || !response.user) {
      console.error('Login answer without token or user', response);
      setPhase('idle');
      return;
    }
    setProgress(100);
    setPhase('success');
    if (newAccount) markNewAccount(response.user._id);
    else clearNewAccount();
    // The session starts at the redirect: starting it now would let the visitors-only guard of /login
    // redirect before the success animation has shown.
    later(() => {
      // The next page is loaded first, so the session and the navigation are drawn in one render: a
      // session shown on /login alone would meet its guard, which sends an admin to /home.
      const target = response.user.role === 'admin' ? '/admin' : '/home';
      void preloadPage(target).then(() => {
        signIn(response.token, response.user);
        navigate(target, true);
      });
    }, REDIRECT_AFTER_SUCCESS_MS);
  };

  const fail = (error: unknown, identifier: string) => {
    setPhase('idle');
    setProgress(0);
    const status = error instanceof ApiError ? error.status : -1;
    const show = (message: string) => void showMessage({ title: t('auth.errorTitle'), message });
    if (status === 400) {
      const message = localizeServerMessage(SERVER_MESSAGES.invalidCredentials);
      setCredentialsError(message);
      return show(message);
    }
    if (status === 403) {
      show(localizeServerMessage(SERVER_MESSAGES.verifyFirst));
      // The refusal names the account's email (the password was right), so the code entry knows it even
      // when the user typed their user name.
      const named = error instanceof ApiError ? error.body?.email : undefined;
      otpFlags.markVerificationPending(
        typeof named === 'string' ? named : identifier.includes('@') ? identifier.trim() : null,
      );
      return later(() => navigate('/verify-otp'), REDIRECT_AFTER_ERROR_MS);
    }
    // Throttling is the user's to wait out, not a server fault: no detour to the error page.
    if (status === 429 && error instanceof ApiError) return show(error.message);
    show(status === 0 || status === -1 ? t('auth.loginUnexpectedError') : t('auth.loginServerError'));
    later(() => navigate('/server-error'), REDIRECT_AFTER_ERROR_MS);
  };

  const reset = () => {
    setPhase('idle');
    setProgress(0);
  };

  return { phase, progress, credentialsError, start, succeed, fail, reset };
}
