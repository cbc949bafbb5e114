import { isValidRegisterPassword, REGISTER_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { USERNAME_AT_MESSAGE, USERNAME_MAX, usernameHasAt } from '@focus-room/core/auth/username-rules';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { PasswordField } from '../../../components/ui/password-field';
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
import { AuthForm, EmailField } from './auth-fields';
import { GoogleSection, LoginFlowFeedback } from './google-section';

type Field = 'username' | 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** The form's own checks, each message for the field it concerns (docs/product-rules.md#registration). */
function checkFields(username: string, email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = localizeServerMessage(SERVER_MESSAGES.usernameRequired);
  else if (usernameHasAt(username)) errors.username = localizeServerMessage(USERNAME_AT_MESSAGE);
  if (!email.trim()) errors.email = localizeServerMessage(SERVER_MESSAGES.emailRequired);
  if (!isValidRegisterPassword(password)) errors.password = localizeServerMessage(REGISTER_PASSWORD_MESSAGE);
  return errors;
}

/** The server's refusal, placed next to the field it concerns; a taken name or email goes with Email. */
function serverFieldErrors(failure: ApiError): FieldErrors {
  const fields = failure.fields ?? {};
  const errors: FieldErrors = {};
  for (const name of ['username', 'email', 'password'] as const) {
    if (fields[name]) errors[name] = fields[name];
  }
  if (failure.code === 'alreadyInUse') errors.email = failure.message;
  if (failure.code === 'registerPassword') errors.password = failure.message;
  return errors;
}

export function RegisterForm() {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { route: navigate } = useLocation();
  const showMessage = useMessage();
  const google = useLoginFlow();
  const { t } = useT();
  const error = (message: string) => void showMessage({ title: t('auth.errorTitle'), message });
  // Editing a field clears its message: it spoke about the old value.
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setFieldErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const errors = checkFields(username, email, password);
    setFieldErrors(errors);
    // The password rule is the original specification's failure alert: it also stays a dialog.
    if (errors.password && !errors.username && !errors.email) error(errors.password);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      await register({ username: username.trim(), email: email.trim(), password });
      // Straight on to the code entry, which knows where the code went: the message says that step
      // comes next, not a login (docs/product-rules.md#registration).
      otpFlags.markVerificationPending(email.trim());
      void showMessage({
        title: t('auth.successTitle'),
        message: t('auth.registeredEnterCode', { email: email.trim() }),
      });
      navigate('/verify-otp');
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof ApiError && (failure.status === 400 || failure.status === 429)) {
        setFieldErrors(serverFieldErrors(failure));
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
          onChange={(e) => edit('username', setUsername)(e.target.value.slice(0, USERNAME_MAX))}
          hint={username.length > 0 ? t('auth.registerUsernameLimit', { max: USERNAME_MAX }) : undefined}
          error={fieldErrors.username}
          disabled={submitting}
        />
        <EmailField
          value={email}
          onValue={edit('email', setEmail)}
          error={fieldErrors.email}
          disabled={submitting}
        />
        <PasswordField
          label={t('auth.passwordLabel')}
          name="password"
          value={password}
          onValue={edit('password', setPassword)}
          onFocus={() => setPasswordFocused(true)}
          hint={passwordFocused ? t('auth.registerPasswordHint') : undefined}
          error={fieldErrors.password}
          disabled={submitting}
        />
      </AuthForm>
      <LoginFlowFeedback flow={google} />
    </AuthCard>
  );
}
