import type { ReactNode } from 'react';
import styles from './stat-tile.module.css';

/**
 * One figure of a stats list (a `<dl>` of these): icon, label, value. The profile shows two groups of
 * them, the economy figures and the task counts; `compact` suits three to a row.
 */
export function StatTile({
  icon,
  label,
  testId,
  compact = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={compact ? `${styles.item} ${styles.compact}` : styles.item}>
      <dt className={styles.label}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
