import { PRODUCT_NAME } from '@focus-room/core/product';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { CollectionsScreen } from '../../features/collections/components/collections-screen';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../lib/document-title';
import styles from './statistics.module.css';

/** /collections: the sets after level 50 and 'Share my room' (docs/product-rules.md#collections). */
export function CollectionsRoute() {
  const { t } = useT();
  useDocumentTitle(t('collections.pageTitle', { product: PRODUCT_NAME }));
  return (
    <div className={styles.page}>
      <ButtonLink to="/home" variant="ghost" size="small" className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('common.backToHomeLink')}
      </ButtonLink>
      <div className={styles.card}>
        <CollectionsScreen />
      </div>
    </div>
  );
}
