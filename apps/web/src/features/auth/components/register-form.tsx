import { isValidRegisterPassword, REGISTER_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { USERNAME_AT_MESSAGE, USERNAME_MAX, usernameHasAt } from '@focus-room/core/auth/username-rules';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { otpFlags } from '../api/otp-flags';
import { register } from '../api/register';
import { useLoginFlow } from '../hooks/use-login-flow';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { GoogleSection, LoginFlowFeedback } from './google-section';
import { PasswordField } from './password-field';

const PASSWORD_HINT =
  'At least 8 characters, with a lowercase and an uppercase letter, a digit and one of $ # ! @';

export function RegisterForm() {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const showMessage = useMessage();
  const google = useLoginFlow();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !email.trim()) {
      void showMessage({ title: 'Error', message: 'Please fill in your user name, email and password.' });
      return;
    }
    if (usernameHasAt(username)) {
      void showMessage({ title: 'Error', message: USERNAME_AT_MESSAGE });
      return;
    }
    if (!isValidRegisterPassword(password)) {
      void showMessage({ title: 'Error', message: REGISTER_PASSWORD_MESSAGE });
      return;
    }
    setSubmitting(true);
    try {
      await register({ username: username.trim(), email: email.trim(), password });
      // Straight on to the code entry, which knows where the code went: no detour through /login.
      otpFlags.markVerificationPending(email.trim());
      void showMessage({ title: 'Success', message: 'Registered successfully! Please login.' });
      navigate('/verify-otp');
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        void showMessage({ title: 'Error', message: error.message });
        return;
      }
      void showMessage({
        title: 'Error',
        message: `error: ${error instanceof Error ? error.message : String(error)}`,
      });
      navigate('/server-error');
    }
  };

  return (
    <AuthCard
      title="Create your account"
      lead="Free forever. Your focus time, coins, tasks and room are saved."
      footer={
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="User Name"
          name="username"
          autoComplete="username"
          maxLength={USERNAME_MAX}
          value={username}
          onChange={(e) => setUsername(e.target.value.slice(0, USERNAME_MAX))}
          hint={username.length > 0 ? 'Character limit: 200' : undefined}
          disabled={submitting}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onFocus={() => setPasswordFocused(true)}
          hint={passwordFocused ? PASSWORD_HINT : undefined}
          disabled={submitting}
        />
        <div className={styles.actions}>
          <Button type="submit" block disabled={submitting}>
            {submitting ? 'Creating your account…' : 'Register'}
          </Button>
          <GoogleSection flow={google} />
        </div>
      </form>
      <LoginFlowFeedback flow={google} />
    </AuthCard>
  );
}
