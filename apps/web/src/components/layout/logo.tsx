import { PRODUCT_NAME } from '@focus-room/core/product';
import styles from './logo.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={styles.mark}>
      <rect width="32" height="32" rx="9" fill="var(--color-accent)" />
      <circle cx="16" cy="17" r="8.5" fill="none" stroke="#fff" strokeWidth="2.4" />
      <path d="M16 12.5v4.8l3 2" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M13 5.5h6" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <a href="/" className={styles.logo}>
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </a>
  );
}
