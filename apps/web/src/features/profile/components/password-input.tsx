import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import styles from './sign-in-details.module.css';

type PasswordInputProps = {
  label: string;
  name: string;
  /** The password the account has now (the browser offers the saved one) rather than a new one. */
  current?: boolean;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
};

/** A password field of Settings with a show/hide toggle. */
export function PasswordInput({
  label,
  name,
  current = false,
  value,
  onValue,
  hint,
  error,
  disabled,
}: PasswordInputProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={current ? 'current-password' : 'new-password'}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      hint={hint}
      error={error}
      disabled={disabled}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('profile.signIn.hidePassword') : t('profile.signIn.showPassword')}
          aria-pressed={visible}
          disabled={disabled}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}
