import { PRODUCT_NAME } from '@focus-room/core/product';
import { AboutContent } from '../../../components/about/about-content';
import card from '../../../components/ui/card.module.css';
import { useT } from '../../../i18n/use-t';
import styles from './about-section.module.css';

/** The home page's About section, headed with the product name. */
export function AboutSection() {
  const { t } = useT();
  return (
    <section id="about" className={`${card.card} ${styles.section}`} aria-labelledby="about-section-title">
      <h2 id="about-section-title" className={styles.title}>
        {PRODUCT_NAME}
      </h2>
      <p className={styles.lead}>{t('landing.aboutLead')}</p>
      <AboutContent />
    </section>
  );
}
