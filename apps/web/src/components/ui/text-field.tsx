import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './text-field.module.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** Shown under the field; announced with it. */
  hint?: ReactNode;
  /** Replaces the hint and marks the field invalid. */
  error?: string;
  /** Something at the right end of the input, e.g. a show/hide button. */
  adornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, hint, error, adornment, id, className, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {input.required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          {...input}
        />
        {adornment ? <div className={styles.adornment}>{adornment}</div> : null}
      </div>
      {note ? (
        <p id={noteId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
