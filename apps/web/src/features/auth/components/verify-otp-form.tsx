import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { preloadPage, useLocation } from '../../../lib/routing';
import { useSession } from '../../../lib/session/session-context';
import { markNewAccount } from '../../../lib/shared-storage-keys';
import { otpFlags } from '../api/otp-flags';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { AuthCard } from './auth-card';
import { AuthForm, CodeField, EmailField } from './auth-fields';

const RESEND_COOLDOWN_S = 60;

/** /verify-otp: the 6-digit code mailed at registration (or again at an unverified login). */
export function VerifyOtpForm() {
  const knownEmail = otpFlags.email();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  // A refused code is said under the code field, where the user types the next try.
  const [codeError, setCodeError] = useState<string>();
  const { route: navigate } = useLocation();
  const showMessage = useMessage();
  const { signIn } = useSession();
  const { t } = useT();

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || otp.length !== 6 || !email.trim()) return;
    setBusy(true);
    try {
      const { token, user } = await verifyOtp({ email: email.trim(), otp });
      otpFlags.clear();
      markNewAccount(user._id);
      // The answer is a session: the user is signed in and goes on, without a third sign-in. The next page
      // is loaded first, so the session and the navigation are drawn in one render (no guard in between).
      const target = user.role === 'admin' ? '/admin' : '/home';
      await preloadPage(target);
      signIn(token, user);
      navigate(target, true);
    } catch (error) {
      setBusy(false);
      setCodeError(error instanceof Error ? error.message : t('auth.verifyFailed'));
    }
  };

  const resend = async () => {
    if (!email.trim() || cooldown > 0) return;
    setCooldown(RESEND_COOLDOWN_S);
    try {
      void showMessage({
        title: t('auth.checkInboxTitle'),
        message: localizeServerMessage((await resendOtp(email.trim())).message),
      });
    } catch (error) {
      void showMessage({
        title: t('auth.errorTitle'),
        message: error instanceof Error ? error.message : t('auth.somethingWentWrong'),
      });
    }
  };

  return (
    <AuthCard
      title={t('auth.verifyTitle')}
      lead={
        knownEmail ? (
          <Trans
            id="auth.verifyLeadKnownEmail"
            values={{ email: knownEmail }}
            components={{ 0: <strong /> }}
          />
        ) : (
          t('auth.verifyLeadNoEmail')
        )
      }
      footer={<a href="/login">{t('auth.backToLogin')}</a>}
    >
      <AuthForm
        onSubmit={submit}
        actions={
          <>
            <Button type="submit" block disabled={busy || otp.length !== 6 || !email.trim()}>
              {busy ? t('auth.verifying') : t('auth.verifyButton')}
            </Button>
            <Button variant="secondary" block onClick={resend} disabled={cooldown > 0 || !email.trim()}>
              {cooldown > 0 ? t('auth.verifyResendIn', { seconds: cooldown }) : t('auth.verifyResend')}
            </Button>
          </>
        }
      >
        {knownEmail ? null : <EmailField value={email} onValue={setEmail} />}
        <CodeField
          label={t('auth.verifyCodeLabel')}
          value={otp}
          onValue={(value) => {
            setOtp(value);
            setCodeError(undefined);
          }}
          error={codeError}
        />
      </AuthForm>
    </AuthCard>
  );
}
