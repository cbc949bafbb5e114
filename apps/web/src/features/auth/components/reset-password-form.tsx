import { isValidResetPassword, RESET_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { useLocation } from '../../../lib/routing';
import { forgotPassword } from '../api/forgot-password';
import { otpFlags } from '../api/otp-flags';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { AuthForm, CodeField } from './auth-fields';
import styles from './auth-form.module.css';

const REDIRECT_AFTER_RESET_MS = 2000;

/** The flags say a code was requested but the email is gone: say so and start over. */
function RestartResetProcess() {
  const { route: navigate } = useLocation();
  const showMessage = useMessage();
  const { t } = useT();
  // An effect event: a language switch (a new `t`) must not show the message a second time.
  const sayNoEmail = useEffectEvent(
    () => void showMessage({ title: t('auth.errorTitle'), message: t('auth.resetNoEmail') }),
  );
  useEffect(() => {
    sayNoEmail();
    navigate('/forgot-password', true);
  }, [navigate]);
  return null;
}

/** Without a code requested, the page is not for this visitor. */
function ToLogin() {
  const { route } = useLocation();
  useEffect(() => route('/login', true), [route]);
  return null;
}

/** /reset-password: only reachable after the forgot-password step (docs/product-rules.md#password-reset). */
export function ResetPasswordForm() {
  const email = otpFlags.email();
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  // Each message next to the field it concerns; the rules list stays the original specification's alert.
  const [fieldError, setFieldError] = useState<{
    field: 'otp' | 'newPassword' | 'confirm';
    message: string;
  }>();
  const { route: navigate } = useLocation();
  const showMessage = useMessage();
  const { t } = useT();
  const error = (message: string) => void showMessage({ title: t('auth.errorTitle'), message });

  if (!otpFlags.resetAllowed()) return <ToLogin />;
  if (!email) return <RestartResetProcess />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    // The stored email can vanish while the form is open (storage cleared by the user or the browser).
    if (!otpFlags.email()) {
      error(t('auth.resetNoEmail'));
      navigate('/forgot-password', true);
      return;
    }
    if (!otp.trim()) return setFieldError({ field: 'otp', message: t('auth.resetEnterCode') });
    if (newPassword !== confirm)
      return setFieldError({ field: 'confirm', message: t('auth.resetPasswordsDiffer') });
    if (!isValidResetPassword(newPassword)) {
      setNewPassword('');
      setConfirm('');
      const rules = localizeServerMessage(RESET_PASSWORD_MESSAGE);
      setFieldError({ field: 'newPassword', message: rules });
      return error(rules);
    }
    setFieldError(undefined);
    setState('saving');
    try {
      const { message } = await resetPassword({ email, otp: otp.trim(), newPassword });
      setState('done');
      otpFlags.clear();
      void showMessage({ title: t('auth.resetDoneTitle'), message: localizeServerMessage(message) });
      window.setTimeout(() => navigate('/login'), REDIRECT_AFTER_RESET_MS);
    } catch (err) {
      setState('idle');
      error(err instanceof Error && err.message ? err.message : t('auth.resetFailed'));
    }
  };

  const resend = async () => {
    try {
      const { message } = await forgotPassword(email);
      void showMessage({ title: t('auth.checkInboxTitle'), message: localizeServerMessage(message) });
    } catch (err) {
      error(err instanceof Error && err.message ? err.message : t('auth.somethingWentWrong'));
    }
  };

  return (
    <AuthCard
      title={t('auth.resetTitle')}
      lead={<Trans id="auth.resetLead" values={{ email }} components={{ 0: <strong /> }} />}
      footer={
        <>
          <button type="button" className={styles.linkButton} onClick={resend}>
            {t('auth.resetSendNewCode')}
          </button>
          <a href="/forgot-password">{t('auth.resetUseAnotherEmail')}</a>
        </>
      }
    >
      <AuthForm
        onSubmit={submit}
        actions={
          <Button type="submit" block disabled={state !== 'idle'}>
            {state === 'saving' ? t('auth.resetSaving') : t('auth.resetButton')}
          </Button>
        }
      >
        <CodeField
          label={t('auth.resetCodeLabel')}
          value={otp}
          onValue={setOtp}
          error={fieldError?.field === 'otp' ? fieldError.message : undefined}
          disabled={state !== 'idle'}
        />
        <PasswordField
          label={t('auth.resetNewPasswordLabel')}
          name="newPassword"
          hint={t('auth.resetPasswordHint')}
          value={newPassword}
          onValue={setNewPassword}
          error={fieldError?.field === 'newPassword' ? fieldError.message : undefined}
          disabled={state !== 'idle'}
        />
        <PasswordField
          label={t('auth.resetConfirmPasswordLabel')}
          name="confirmPassword"
          value={confirm}
          onValue={setConfirm}
          error={fieldError?.field === 'confirm' ? fieldError.message : undefined}
          disabled={state !== 'idle'}
        />
      </AuthForm>
    </AuthCard>
  );
}
