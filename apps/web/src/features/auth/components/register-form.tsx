import { isValidRegisterPassword, REGISTER_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { USERNAME_AT_MESSAGE, USERNAME_MAX, usernameHasAt } from '@focus-room/core/auth/username-rules';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { MessageLink, Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useLocation } from '../../../lib/routing';
import { otpFlags } from '../api/otp-flags';
import { register } from '../api/register';
import { useLoginFlow } from '../hooks/use-login-flow';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField, PasswordField } from './auth-fields';
import { GoogleSection, LoginFlowFeedback } from './google-section';

export function RegisterForm() {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { route: navigate } = useLocation();
  const showMessage = useMessage();
  const google = useLoginFlow();
  const { t } = useT();
  const error = (message: string) => void showMessage({ title: t('auth.errorTitle'), message });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !email.trim()) {
      error(t('auth.registerMissingFields'));
      return;
    }
    if (usernameHasAt(username)) {
      error(localizeServerMessage(USERNAME_AT_MESSAGE));
      return;
    }
    if (!isValidRegisterPassword(password)) {
      error(localizeServerMessage(REGISTER_PASSWORD_MESSAGE));
      return;
    }
    setSubmitting(true);
    try {
      await register({ username: username.trim(), email: email.trim(), password });
      // Straight on to the code entry, which knows where the code went: no detour through /login.
      otpFlags.markVerificationPending(email.trim());
      void showMessage({
        title: t('auth.successTitle'),
        message: localizeServerMessage(SERVER_MESSAGES.registered),
      });
      navigate('/verify-otp');
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof ApiError && (failure.status === 400 || failure.status === 429)) {
        error(failure.message);
        return;
      }
      error(
        t('auth.registerFailed', { message: failure instanceof Error ? failure.message : String(failure) }),
      );
      navigate('/server-error');
    }
  };

  return (
    <AuthCard
      title={t('auth.registerTitle')}
      lead={t('auth.registerLead')}
      footer={
        <span>
          <Trans id="auth.registerHaveAccount" components={{ 0: <MessageLink href="/login" /> }} />
        </span>
      }
    >
      <AuthForm
        onSubmit={submit}
        actions={
          <>
            <Button type="submit" block disabled={submitting}>
              {submitting ? t('auth.registerCreating') : t('auth.registerButton')}
            </Button>
            <GoogleSection flow={google} />
          </>
        }
      >
        <TextField
          label={t('auth.registerUsernameLabel')}
          name="username"
          autoComplete="username"
          maxLength={USERNAME_MAX}
          value={username}
          onChange={(e) => setUsername(e.target.value.slice(0, USERNAME_MAX))}
          hint={username.length > 0 ? t('auth.registerUsernameLimit', { max: USERNAME_MAX }) : undefined}
          disabled={submitting}
        />
        <EmailField value={email} onValue={setEmail} disabled={submitting} />
        <PasswordField
          label={t('auth.passwordLabel')}
          name="password"
          value={password}
          onValue={setPassword}
          onFocus={() => setPasswordFocused(true)}
          hint={passwordFocused ? t('auth.registerPasswordHint') : undefined}
          disabled={submitting}
        />
      </AuthForm>
      <LoginFlowFeedback flow={google} />
    </AuthCard>
  );
}
