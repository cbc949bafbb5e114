import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import styles from './auth-form.module.css';

// The one set of fields every account form is made of (login, register, forgot and reset password, the
// code entry): the same names, autocomplete hints and input rules wherever a field appears.

/** A form of the account pages: its fields in a column, then its buttons. Never the browser's checks. */
export function AuthForm({
  onSubmit,
  actions,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <div className={styles.actions}>{actions}</div>
    </form>
  );
}

type FieldProps = {
  value: string;
  onValue: (value: string) => void;
  disabled?: boolean;
  /** A message about this field's value, shown under it (it replaces the hint). */
  error?: string;
};

/** The account's email address. */
export function EmailField({ value, onValue, disabled, error }: FieldProps) {
  const { t } = useT();
  return (
    <TextField
      label={t('auth.emailLabel')}
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      disabled={disabled}
      error={error}
    />
  );
}

/** A six-digit code from a mail: digits only, at most six, offered from the mail by the device. */
export function CodeField({ label, value, onValue, disabled, error }: FieldProps & { label: string }) {
  const { t } = useT();
  return (
    <TextField
      label={label}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('auth.codePlaceholder')}
      maxLength={6}
      className={styles.codeField}
      value={value}
      onChange={(event) => onValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
      disabled={disabled}
      error={error}
    />
  );
}
