import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../ui/button';
import styles from './home-sub-page.module.css';

type HomeSubPageProps = {
  /** The tab's title. */
  documentTitle: string;
  children: ReactNode;
};

/** A screen opened from /home (the full statistics, the collections): "Back to home" above one card. */
export function HomeSubPage({ documentTitle, children }: HomeSubPageProps) {
  const { t } = useT();
  useDocumentTitle(documentTitle);
  return (
    <div className={styles.page}>
      <ButtonLink to="/home" variant="ghost" size="small" className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('common.backToHomeLink')}
      </ButtonLink>
      <div className={styles.card}>{children}</div>
    </div>
  );
}
