import { PRODUCT_NAME } from '@focus-room/core/product';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../lib/document-title';
import styles from './page.module.css';

type PageProps = {
  /** The page's one h1; also the document title. */
  title: string;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  width?: 'reading' | 'wide';
  children?: ReactNode;
};

export function Page({ title, lead, eyebrow, width = 'reading', children }: PageProps) {
  const { t } = useT();
  useDocumentTitle(t('common.pageTitle', { title, product: PRODUCT_NAME }));
  return (
    <div className={`${styles.page} ${width === 'wide' ? styles.wide : ''}`}>
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
