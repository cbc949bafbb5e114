import { type ReactNode, useId } from 'react';
import { useT } from '../../../i18n/use-t';
import styles from './stat-card.module.css';

type StatCardProps = {
  label: string;
  /** One short line that says what the figure counts. */
  caption: ReactNode;
  icon: ReactNode;
  value?: ReactNode;
  pending?: boolean;
  error?: string | null;
  /** The value is a state ('Collecting data'), not a figure: shown smaller and muted. */
  quiet?: boolean;
  testId?: string;
  children?: ReactNode;
};

/** One figure of the admin area: label, value and a caption that defines it. */
export function StatCard({
  label,
  caption,
  icon,
  value,
  pending,
  error,
  quiet,
  testId,
  children,
}: StatCardProps) {
  const { t } = useT();
  const labelId = useId();
  let body: ReactNode;
  if (error) {
    // Plain text: the section's one FiguresAlert announces failures (an alert per card would read the
    // same failure out several times over).
    body = <p className={styles.error}>{error}</p>;
  } else if (pending) {
    body = (
      <p className={styles.value}>
        <span className={styles.skeleton} aria-hidden="true" />
        <span className="visually-hidden">{t('admin.loading')}</span>
      </p>
    );
  } else {
    body = (
      <p className={quiet ? styles.quiet : styles.value} data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </p>
    );
  }
  return (
    <article
      aria-labelledby={labelId}
      aria-busy={pending || undefined}
      className={styles.card}
      data-testid={testId}
    >
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <p id={labelId} className={styles.label}>
          {label}
        </p>
      </div>
      {body}
      {children}
      <p className={styles.caption}>{caption}</p>
    </article>
  );
}

/**
 * The one announcement of a section whose figures failed to load, kept mounted so that the text filled
 * in later is announced. The cards show which figures failed; this only tells that some did.
 */
export function FiguresAlert({ message }: { message: string | null }) {
  return (
    <p role="alert" className="visually-hidden">
      {message ?? ''}
    </p>
  );
}

/** A responsive grid of StatCards. */
export function StatGrid({ children, columns = 4 }: { children: ReactNode; columns?: 3 | 4 }) {
  return <div className={columns === 3 ? styles.grid3 : styles.grid4}>{children}</div>;
}
