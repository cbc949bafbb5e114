import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { TextField } from '../../../components/ui/text-field';
import { forgotPassword } from '../api/forgot-password';
import { otpFlags } from '../api/otp-flags';
import { AuthCard } from './auth-card';
import styles from './auth-form.module.css';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState(otpFlags.email() ?? '');
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const showMessage = useMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || sending) return;
    setSending(true);
    try {
      const { message } = await forgotPassword(address);
      void showMessage({ title: 'Check your inbox', message });
    } catch (error) {
      void showMessage({
        title: 'Error',
        message: error instanceof Error && error.message ? error.message : 'Something went wrong',
      });
    }
    // The reset page follows whatever the answer was, so the answer never tells whether the account exists.
    otpFlags.markResetRequested(address);
    navigate('/reset-password');
  };

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the email of your account and we'll send you a 6-digit code to reset it."
      footer={<Link to="/login">Back to Login</Link>}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={sending}
        />
        <div className={styles.actions}>
          <Button type="submit" block disabled={sending || !email.trim()}>
            {sending ? 'Sending…' : 'Send code'}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
