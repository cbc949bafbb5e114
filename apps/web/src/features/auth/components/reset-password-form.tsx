import { isValidResetPassword, RESET_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { forgotPassword } from '../api/forgot-password';
import { otpFlags } from '../api/otp-flags';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';
import { PasswordField } from './password-field';

const REDIRECT_AFTER_RESET_MS = 2000;
const NO_EMAIL_MESSAGE = 'Email not found. Please restart the reset process.';

/** The flags say a code was requested but the email is gone: say so and start over. */
function RestartResetProcess() {
  const navigate = useNavigate();
  const showMessage = useMessage();
  useEffect(() => {
    void showMessage({ title: 'Error', message: NO_EMAIL_MESSAGE });
    navigate('/forgot-password', { replace: true });
  }, [navigate, showMessage]);
  return null;
}

/** /reset-password: only reachable after the forgot-password step (docs/product-rules.md#password-reset). */
export function ResetPasswordForm() {
  const email = otpFlags.email();
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const navigate = useNavigate();
  const showMessage = useMessage();
  const error = (message: string) => void showMessage({ title: 'Error', message });

  if (!otpFlags.resetAllowed()) return <Navigate to="/login" replace />;
  if (!email) return <RestartResetProcess />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    // The stored email can vanish while the form is open (storage cleared by the user or the browser).
    if (!otpFlags.email()) {
      error(NO_EMAIL_MESSAGE);
      navigate('/forgot-password', { replace: true });
      return;
    }
    if (!otp.trim()) return error('Please enter the 6-digit code');
    if (newPassword !== confirm) return error("Passwords don't match");
    if (!isValidResetPassword(newPassword)) {
      setNewPassword('');
      setConfirm('');
      return error(RESET_PASSWORD_MESSAGE);
    }
    setState('saving');
    try {
      const { message } = await resetPassword({ email, otp: otp.trim(), newPassword });
      setState('done');
      otpFlags.clear();
      void showMessage({ title: 'Password reset', message });
      window.setTimeout(() => navigate('/login'), REDIRECT_AFTER_RESET_MS);
    } catch (err) {
      setState('idle');
      error(err instanceof Error && err.message ? err.message : 'Reset failed');
    }
  };

  const resend = async () => {
    try {
      void showMessage({ title: 'Check your inbox', message: (await forgotPassword(email)).message });
    } catch (err) {
      error(err instanceof Error && err.message ? err.message : 'Something went wrong');
    }
  };

  return (
    <AuthCard
      title="Reset your password"
      lead={
        <>
          We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </>
      }
      footer={
        <>
          <button type="button" className={styles.linkButton} onClick={resend}>
            Send a new code
          </button>
          <Link to="/forgot-password">Use another email</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="Enter 6-digit OTP"
          maxLength={6}
          className={styles.codeField}
          value={otp}
          onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
          disabled={state !== 'idle'}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          hint="8+ characters with a lowercase and an uppercase letter, a digit and one of $ @ ! # (no other symbols)"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          disabled={state !== 'idle'}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={state !== 'idle'}
        />
        <div className={styles.actions}>
          <Button type="submit" block disabled={state !== 'idle'}>
            {state === 'saving' ? 'Saving…' : 'Reset password'}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
