import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import styles from './password-field.module.css';
import { TextField } from './text-field';

type PasswordFieldProps = {
  label: string;
  name: string;
  /** The password the account has now (the browser offers the saved one) rather than a new one. */
  current?: boolean;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  onFocus?: () => void;
  disabled?: boolean;
  /** A message about this field's value, shown under it (it replaces the hint). */
  error?: string;
};

/** A password with a show/hide toggle, for the account pages and Settings alike. */
export function PasswordField({
  label,
  name,
  current = false,
  hint,
  onFocus,
  value,
  onValue,
  disabled,
  error,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  return (
    <TextField
      label={label}
      name={name}
      autoComplete={current ? 'current-password' : 'new-password'}
      type={visible ? 'text' : 'password'}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      onFocus={onFocus}
      disabled={disabled}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          disabled={disabled}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}
