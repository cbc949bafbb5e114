import { Coins, Timer, Trophy } from 'lucide-react';
import { ButtonLink, buttonClassName } from '../../../components/ui/button';
import styles from './hero.module.css';

const HIGHLIGHTS = [
  { icon: Timer, text: '25-minute focus sessions' },
  { icon: Coins, text: 'Coins for every focused minute' },
  { icon: Trophy, text: '50 levels to unlock' },
];

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <p className={styles.eyebrow}>Free Pomodoro timer · no download</p>
      <h1 id="hero-title" className={styles.title}>
        Focus in calm sessions. <span className={styles.accent}>Build your room</span> as you go.
      </h1>
      <p className={styles.lead}>
        Every focused minute earns a coin. Spend your coins to level up your workspace and watch your room
        fill up, one item per level.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/register">Start for free</ButtonLink>
        <a href="#about" className={buttonClassName({ variant: 'secondary' })}>
          How it works
        </a>
      </div>
      <ul className={styles.highlights}>
        {HIGHLIGHTS.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Icon size={16} aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
