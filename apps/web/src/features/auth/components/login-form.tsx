import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { MessageLink, Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { login } from '../api/login';
import { useLoginFlow } from '../hooks/use-login-flow';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-fields';
import { GoogleSection, LoginFlowFeedback } from './google-section';

export function LoginForm() {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const flow = useLoginFlow();
  const { t } = useT();
  const busy = flow.phase !== 'idle';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !identifier.trim() || !password) return;
    flow.start();
    try {
      flow.succeed(await login({ identifier: identifier.trim(), password }));
    } catch (error) {
      flow.fail(error, identifier);
    }
  };

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      lead={t('auth.loginLead')}
      footer={
        <>
          <span>
            <Trans id="auth.loginNewHere" components={{ 0: <MessageLink href="/register" /> }} />
          </span>
          <a href="/forgot-password">{t('auth.loginForgotPassword')}</a>
        </>
      }
    >
      <AuthForm
        onSubmit={submit}
        actions={
          <>
            <Button type="submit" block disabled={busy || !identifier.trim() || !password}>
              {t('auth.loginButton')}
            </Button>
            <GoogleSection flow={flow} />
          </>
        }
      >
        <TextField
          label={t('auth.loginIdentifierLabel')}
          name="identifier"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          disabled={busy}
        />
        <PasswordField
          label={t('auth.passwordLabel')}
          name="password"
          current
          value={password}
          onValue={setPassword}
          error={flow.credentialsError}
          disabled={busy}
        />
      </AuthForm>
      <LoginFlowFeedback flow={flow} />
    </AuthCard>
  );
}
