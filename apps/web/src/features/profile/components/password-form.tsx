import { isValidResetPassword, RESET_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { changePassword } from '../api/change-password';
import { type FieldErrors, useAccountChange } from '../hooks/use-account-change';
import { FormStatus } from './form-status';
import dialog from './profile-dialog.module.css';
import styles from './sign-in-details.module.css';

/**
 * Settings → Password (docs/product-rules.md#sign-in-details): the current password, then the new one
 * twice, by the reset rules. An account made by Google sign-in without a password sets its first one
 * without a current one. The server signs out every other session; this one stays.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useT();
  const [current, setCurrent] = useState('');
  const [fresh, setFresh] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useAccountChange(changePassword, ['currentPassword', 'newPassword']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.pending) return;
    const errors: FieldErrors = {};
    if (hasPassword && !current)
      errors.currentPassword = localizeServerMessage(SERVER_MESSAGES.currentPasswordRequired);
    if (!isValidResetPassword(fresh)) errors.newPassword = localizeServerMessage(RESET_PASSWORD_MESSAGE);
    else if (fresh !== repeat) errors.confirmPassword = t('profile.signIn.passwordsDontMatch');
    if (Object.keys(errors).length > 0) return change.refuse(errors);
    const answer = await change.submit(
      hasPassword ? { currentPassword: current, newPassword: fresh } : { newPassword: fresh },
    );
    // Nothing of a password stays in the form once it is saved.
    if (answer) {
      setCurrent('');
      setFresh('');
      setRepeat('');
    }
  };

  return (
    <section className={dialog.block} aria-labelledby="settings-password">
      <h3 id="settings-password" className={dialog.dangerTitle}>
        {t('profile.signIn.passwordTitle')}
      </h3>
      <p className={dialog.dangerText}>
        {hasPassword ? t('profile.signIn.passwordText') : t('profile.signIn.passwordSetText')}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {hasPassword ? (
          <PasswordField
            label={t('profile.signIn.currentPassword')}
            name="currentPassword"
            current
            value={current}
            onValue={setCurrent}
            error={change.fieldErrors.currentPassword}
            disabled={change.pending}
          />
        ) : null}
        <PasswordField
          label={t('profile.signIn.newPassword')}
          name="newPassword"
          value={fresh}
          onValue={setFresh}
          hint={t('profile.signIn.passwordHint')}
          error={change.fieldErrors.newPassword}
          disabled={change.pending}
        />
        <PasswordField
          label={t('profile.signIn.confirmPassword')}
          name="confirmPassword"
          value={repeat}
          onValue={setRepeat}
          error={change.fieldErrors.confirmPassword}
          disabled={change.pending}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={change.pending}>
            {change.pending
              ? t('profile.signIn.saving')
              : hasPassword
                ? t('profile.signIn.passwordSave')
                : t('profile.signIn.passwordSetSave')}
          </Button>
        </div>
        <FormStatus done={change.done} error={change.error} />
      </form>
    </section>
  );
}
