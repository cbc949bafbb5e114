import { ButtonLink, buttonClassName } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { MotivationIllustration } from './motivation-illustration';
import styles from './promo-hero.module.css';

/** The hero of /studyw.tok and /studyw.gram: the pages linked from social profiles. */
export function PromoHero() {
  const { t } = useT();
  return (
    <section className={styles.hero} aria-labelledby="promo-title">
      <figure className={styles.figure}>
        <MotivationIllustration />
      </figure>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t('landing.promoEyebrow')}</p>
        <h1 id="promo-title" className={styles.quote}>
          {t('landing.promoHeading')}
        </h1>
        <p className={styles.lead}>{t('landing.promoLead')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/register">{t('landing.startFree')}</ButtonLink>
          <a href="#about" className={buttonClassName({ variant: 'secondary' })}>
            {t('landing.howItWorks')}
          </a>
        </div>
      </div>
    </section>
  );
}
