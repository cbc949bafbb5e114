import type { ReactNode } from 'react';
import styles from './section.module.css';

type SectionHeaderProps = { id: string; title: string; description?: ReactNode; action?: ReactNode };

/** An h2 with a line of explanation, and an optional action at the right (Refresh). */
export function SectionHeader({ id, title, description, action }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.headerText}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
