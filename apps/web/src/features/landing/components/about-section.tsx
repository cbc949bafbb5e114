import { PRODUCT_NAME } from '@focus-room/core/product';
import { AboutContent } from '../../../components/about/about-content';
import card from '../../../components/ui/card.module.css';
import styles from './about-section.module.css';

/** The home page's About section, headed with the product name. */
export function AboutSection() {
  return (
    <section id="about" className={`${card.card} ${styles.section}`} aria-labelledby="about-section-title">
      <h2 id="about-section-title" className={styles.title}>
        {PRODUCT_NAME}
      </h2>
      <p className={styles.lead}>
        A gamified focus timer for students and anyone who wants to concentrate. Free, on desktop and mobile,
        without a download.
      </p>
      <AboutContent />
    </section>
  );
}
