import { USERNAME_AT_MESSAGE, USERNAME_MAX, usernameHasAt } from '@focus-room/core/auth/username-rules';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { changeUsername } from '../api/change-username';
import { useAccountChange } from '../hooks/use-account-change';
import { FormStatus } from './form-status';
import dialog from './profile-dialog.module.css';
import styles from './sign-in-details.module.css';

/** Settings → User name: the registration rules, checked here before sending and by the server. */
export function UsernameForm({ username }: { username: string }) {
  const { t } = useT();
  const [value, setValue] = useState(username);
  const change = useAccountChange(changeUsername, ['username']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.pending) return;
    const name = value.trim();
    if (!name) return change.refuse({ username: localizeServerMessage(SERVER_MESSAGES.usernameRequired) });
    if (usernameHasAt(name)) return change.refuse({ username: localizeServerMessage(USERNAME_AT_MESSAGE) });
    void change.submit({ username: name }).then((answer) => {
      if (answer) setValue(answer.user.username);
    });
  };

  return (
    <section className={dialog.block} aria-labelledby="settings-username">
      <h3 id="settings-username" className={dialog.dangerTitle}>
        {t('profile.signIn.usernameTitle')}
      </h3>
      <p className={dialog.dangerText}>{t('profile.signIn.usernameText')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('profile.signIn.usernameLabel')}
          name="username"
          autoComplete="username"
          maxLength={USERNAME_MAX}
          value={value}
          onChange={(event) => setValue(event.target.value.slice(0, USERNAME_MAX))}
          hint={t('profile.signIn.usernameLimit', { max: USERNAME_MAX })}
          error={change.fieldErrors.username}
          disabled={change.pending}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={change.pending}>
            {change.pending ? t('profile.signIn.saving') : t('profile.signIn.usernameSave')}
          </Button>
        </div>
        <FormStatus done={change.done} error={change.error} />
      </form>
    </section>
  );
}
