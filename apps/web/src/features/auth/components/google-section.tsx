import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import type { ReactNode } from 'react';
import { useMessage } from '../../../components/ui/message-dialog';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';
import { googleLogin } from '../api/google-login';
import type { useLoginFlow } from '../hooks/use-login-flow';
import styles from './auth-form.module.css';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginProgressOverlay } from './login-progress-overlay';
import { LoginSuccess } from './login-success';

type LoginFlow = ReturnType<typeof useLoginFlow>;

/** "or" and Google's button, signing in through the same flow (overlay, confetti, redirect) as a password. */
export function GoogleSection({ flow }: { flow: LoginFlow }) {
  const showMessage = useMessage();
  const { t } = useT();
  const { data: config } = usePublicConfig();
  const withGoogle = async (idToken: string) => {
    flow.start();
    try {
      const answer = await googleLogin(idToken);
      flow.succeed(answer, { newAccount: answer.newAccount });
    } catch (error) {
      console.error('Google login failed', error);
      flow.reset();
      void showMessage({
        title: t('auth.errorTitle'),
        message: localizeServerMessage(SERVER_MESSAGES.googleFailed),
      });
    }
  };
  // Without a client id the server cannot verify Google tokens: no button, and no "or" above nothing.
  if (!config?.googleClientId) return null;
  return (
    <div className={styles.google}>
      <span className={styles.divider}>{t('auth.googleOr')}</span>
      <GoogleSignInButton
        onCredential={withGoogle}
        onError={() =>
          void showMessage({ title: t('auth.errorTitle'), message: t('auth.googleFailedShort') })
        }
      />
    </div>
  );
}

/** The 'Logging in' overlay while a login runs, then the success celebration. */
export function LoginFlowFeedback({ flow }: { flow: LoginFlow }): ReactNode {
  if (flow.phase === 'idle') return null;
  return (
    <>
      <LoginProgressOverlay progress={flow.progress} success={flow.phase === 'success'} />
      {flow.phase === 'success' ? <LoginSuccess /> : null}
    </>
  );
}
