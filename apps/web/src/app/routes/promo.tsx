import { PRODUCT_NAME } from '@focus-room/core/product';
import { AboutSection } from '../../features/landing/components/about-section';
import { PromoHero } from '../../features/landing/components/promo-hero';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../lib/document-title';
import styles from './landing.module.css';

/** /studyw.tok and /studyw.gram: the visitor home with a motivational hero instead of the usual one. */
export function PromoRoute() {
  const { t } = useT();
  useDocumentTitle(t('landing.promoTitle', { product: PRODUCT_NAME }));
  return (
    <div className={styles.page}>
      <PromoHero />
      <AboutSection />
    </div>
  );
}
