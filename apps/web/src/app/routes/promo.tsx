import { PRODUCT_NAME } from '@focus-room/core/product';
import { AboutSection } from '../../features/landing/components/about-section';
import { PromoHero } from '../../features/landing/components/promo-hero';
import styles from './landing.module.css';

/** /studyw.tok and /studyw.gram: the visitor home with a motivational hero instead of the usual one. */
export function PromoRoute() {
  return (
    <div className={styles.page}>
      <title>{`Remember Why You Started · ${PRODUCT_NAME}`}</title>
      <PromoHero />
      <AboutSection />
    </div>
  );
}
