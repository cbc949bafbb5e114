import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { changeEmail } from '../api/change-email';
import { sendEmailChangeCode } from '../api/send-email-change-code';
import { useAccountChange } from '../hooks/use-account-change';
import { FormStatus } from './form-status';
import dialog from './profile-dialog.module.css';
import styles from './sign-in-details.module.css';

const CODE_LENGTH = 6;

/**
 * Settings → Email, in two steps: the new address gets a code; the email changes once that code is entered
 * (docs/product-rules.md#sign-in-details). Until then the account keeps its address.
 */
export function EmailForm({ email }: { email: string }) {
  const { t } = useT();
  const [next, setNext] = useState('');
  const [code, setCode] = useState('');
  // The address the code went to; the code is entered for it, whatever the email field says by then.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useAccountChange(sendEmailChangeCode, ['email']);
  const confirm = useAccountChange(changeEmail, ['otp']);
  const pending = request.pending || confirm.pending;

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = next.trim();
    if (!address) return request.refuse({ email: localizeServerMessage(SERVER_MESSAGES.emailRequired) });
    confirm.clear();
    if (await request.submit({ email: address })) {
      setSentTo(address);
      setCode('');
    }
  };

  const confirmCode = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !sentTo) return;
    if (code.length !== CODE_LENGTH) {
      return confirm.refuse({ otp: localizeServerMessage(SERVER_MESSAGES.otpRequired) });
    }
    request.clear();
    if (await confirm.submit({ email: sentTo, otp: code })) {
      setSentTo(null);
      setNext('');
      setCode('');
    }
  };

  const startOver = () => {
    request.clear();
    confirm.clear();
    setSentTo(null);
    setCode('');
  };

  return (
    <section className={dialog.block} aria-labelledby="settings-email">
      <h3 id="settings-email" className={dialog.dangerTitle}>
        {t('profile.signIn.emailTitle')}
      </h3>
      <p className={dialog.dangerText}>
        {t('profile.signIn.emailCurrent')}{' '}
        <span className={styles.current} data-user-content>
          {email}
        </span>
        <br />
        {t('profile.signIn.emailText')}
      </p>
      {sentTo === null ? (
        <form className={styles.form} onSubmit={sendCode} noValidate>
          <TextField
            label={t('profile.signIn.emailLabel')}
            name="email"
            type="email"
            autoComplete="email"
            value={next}
            onChange={(event) => setNext(event.target.value)}
            error={request.fieldErrors.email}
            disabled={pending}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" disabled={pending}>
              {request.pending ? t('profile.signIn.emailSending') : t('profile.signIn.emailSend')}
            </Button>
          </div>
          <FormStatus done={confirm.done} error={request.error} />
        </form>
      ) : (
        <form className={styles.form} onSubmit={confirmCode} noValidate>
          <TextField
            label={t('profile.signIn.codeLabel')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('profile.signIn.codePlaceholder')}
            maxLength={CODE_LENGTH}
            className={styles.code}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            error={confirm.fieldErrors.otp}
            disabled={pending}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" disabled={pending}>
              {confirm.pending ? t('profile.signIn.saving') : t('profile.signIn.emailConfirm')}
            </Button>
            <Button type="button" variant="ghost" onClick={startOver} disabled={pending}>
              {t('profile.signIn.emailOther')}
            </Button>
          </div>
          <FormStatus done={request.done} error={confirm.error} />
        </form>
      )}
    </section>
  );
}
