import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { googleLogin, login } from '../api/auth-calls';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginProgressOverlay } from './login-progress-overlay';
import { LoginSuccess } from './login-success';
import { PasswordField } from './password-field';
import { useLoginFlow } from './use-login-flow';

export function LoginForm() {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const flow = useLoginFlow();
  const showMessage = useMessage();
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

  const withGoogle = async (idToken: string) => {
    flow.start();
    try {
      flow.succeed(await googleLogin(idToken));
    } catch (error) {
      console.error('Google login failed', error);
      flow.reset();
      void showMessage({ title: 'Error', message: 'Google login failed. Please try again.' });
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      lead="Log in to keep your coins, tasks and room."
      footer={
        <>
          <span>
            New here? <Link to="/register">Register</Link>
          </span>
          <Link to="/forgot-password">Forgot Password?</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email or Username"
          name="identifier"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          disabled={busy}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
        <div className={styles.actions}>
          <Button type="submit" block disabled={busy || !identifier.trim() || !password}>
            Login
          </Button>
          <GoogleDivider>
            <GoogleSignInButton
              onCredential={withGoogle}
              onError={() => void showMessage({ title: 'Error', message: 'Google login failed. Try again.' })}
            />
          </GoogleDivider>
        </div>
      </form>
      {flow.phase !== 'idle' ? (
        <LoginProgressOverlay progress={flow.progress} success={flow.phase === 'success'} />
      ) : null}
      {flow.phase === 'success' ? <LoginSuccess /> : null}
    </AuthCard>
  );
}

/** "or" above the Google button, only when the button is there. */
export function GoogleDivider({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.google}>
      <span className={styles.divider}>or</span>
      {children}
    </div>
  );
}
