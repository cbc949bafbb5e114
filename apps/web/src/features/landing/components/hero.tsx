import { Coins, Timer, Trophy } from 'lucide-react';
import { ButtonLink, buttonClassName } from '../../../components/ui/button';
import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import styles from './hero.module.css';

const HIGHLIGHTS = [
  { icon: Timer, text: 'landing.highlightSessions' },
  { icon: Coins, text: 'landing.highlightCoins' },
  { icon: Trophy, text: 'landing.highlightLevels' },
] as const;

export function Hero() {
  const { t } = useT();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
      <h1 id="hero-title" className={styles.title}>
        <Trans id="landing.heading" components={{ 0: <span className={styles.accent} /> }} />
      </h1>
      <p className={styles.lead}>{t('landing.lead')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/register">{t('landing.startFree')}</ButtonLink>
        <a href="#about" className={buttonClassName({ variant: 'secondary' })}>
          {t('landing.howItWorks')}
        </a>
      </div>
      <ul className={styles.highlights}>
        {HIGHLIGHTS.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Icon size={16} aria-hidden="true" />
            {t(text)}
          </li>
        ))}
      </ul>
    </section>
  );
}
