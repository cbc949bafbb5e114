import { PRODUCT_NAME } from '@focus-room/core/product';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import styles from './auth-card.module.css';

/** The frame of every account screen: one centred card with the page's h1. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}
