import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Look = {
  variant?: Variant;
  size?: 'small' | 'normal';
  block?: boolean;
  /** The label may break over lines (one that carries a user name); otherwise it keeps one line. */
  wrap?: boolean;
};

export function buttonClassName(
  { variant = 'primary', size = 'normal', block = false, wrap = false }: Look,
  extra?: string,
) {
  return [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    wrap && styles.wrap,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  wrap,
  className,
  type = 'button',
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, block, wrap }, className)}
      {...props}
    />
  );
}

/** A navigation that looks like a button (links must stay links for the keyboard and screen readers). */
export function ButtonLink({
  to,
  variant,
  size,
  block,
  className,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & Look & { to: string }) {
  return <a href={to} className={buttonClassName({ variant, size, block }, className)} {...props} />;
}

export function IconButton({
  accent = false,
  className,
  type = 'button',
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { accent?: boolean; ref?: Ref<HTMLButtonElement> }) {
  const look = accent ? styles.iconAccent : styles.icon;
  return <button ref={ref} type={type} className={[look, className].filter(Boolean).join(' ')} {...props} />;
}
