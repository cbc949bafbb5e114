import { ButtonLink, buttonClassName } from '../../../components/ui/button';
import { MotivationIllustration } from './motivation-illustration';
import styles from './promo-hero.module.css';

/** The hero of /studyw.tok and /studyw.gram: the pages linked from social profiles. */
export function PromoHero() {
  return (
    <section className={styles.hero} aria-labelledby="promo-title">
      <figure className={styles.figure}>
        <MotivationIllustration />
      </figure>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>A little reminder for today</p>
        <h1 id="promo-title" className={styles.quote}>
          Remember Why You Started
        </h1>
        <p className={styles.lead}>
          The goal you set is still there. Take one 25-minute session, earn your first coins and let your room
          grow with every focused minute.
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/register">Start for free</ButtonLink>
          <a href="#about" className={buttonClassName({ variant: 'secondary' })}>
            How it works
          </a>
        </div>
      </div>
    </section>
  );
}
