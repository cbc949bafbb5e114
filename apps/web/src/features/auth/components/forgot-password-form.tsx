import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { useLocation } from '../../../lib/routing';
import { forgotPassword } from '../api/forgot-password';
import { otpFlags } from '../api/otp-flags';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField } from './auth-fields';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState(otpFlags.email() ?? '');
  const [sending, setSending] = useState(false);
  const { route: navigate } = useLocation();
  const showMessage = useMessage();
  const { t } = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || sending) return;
    setSending(true);
    try {
      const { message } = await forgotPassword(address);
      void showMessage({ title: t('auth.checkInboxTitle'), message: localizeServerMessage(message) });
    } catch (error) {
      void showMessage({
        title: t('auth.errorTitle'),
        message: error instanceof Error && error.message ? error.message : t('auth.somethingWentWrong'),
      });
    }
    // The reset page follows whatever the answer was, so the answer never tells whether the account exists.
    otpFlags.markResetRequested(address);
    navigate('/reset-password');
  };

  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      lead={t('auth.forgotLead')}
      footer={<a href="/login">{t('auth.backToLogin')}</a>}
    >
      <AuthForm
        onSubmit={submit}
        actions={
          <Button type="submit" block disabled={sending || !email.trim()}>
            {sending ? t('auth.forgotSending') : t('auth.forgotSendCode')}
          </Button>
        }
      >
        <EmailField value={email} onValue={setEmail} disabled={sending} />
      </AuthForm>
    </AuthCard>
  );
}
